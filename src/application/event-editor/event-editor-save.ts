import { inject, injectable } from 'inversify';
import {
  archivePlan,
  billingAmountErrors,
  eventSaveErrors,
  noDefaultContractHint,
  refusalMessages,
  savePlan,
  type SaveMode,
  type SavePlan,
} from '../../domain/event-editor';
import { changedMeanwhileText } from '../../domain/editing';
import { type EventState } from '../../domain/schedule';
import { CommandPort, type CommandResult, type EventReply } from '../ports';
import { resolveConflict } from './event-conflict';
import type { EventEditorSession } from './event-editor-session';

export interface SaveOutcome {
  readonly ok: boolean;
  /** The saved event's uuid (a created one's from the reply). */
  readonly uuid?: string;
}

/**
 * Saving the Event tab (spec 2 §5, §7, §8): refused with the spec's messages while the destination is missing,
 * the end is not after the start, a typed time or date is invalid, the event form is invalid or a required
 * field (title, source, billing contract: issue 29) is missing; otherwise
 * one journaled push whose outcome becomes 'Event was created!' / 'Event was updated!' or the warning.
 */
@injectable()
export class EventEditorSave {
  constructor(@inject(CommandPort) private readonly commands: CommandPort) {}

  /** Every message that blocks a save now; empty when it may go. */
  blockers(session: EventEditorSession): readonly string[] {
    const { draft, invalidInputs } = session.state;
    if (!draft) return [];
    const messages = [
      ...eventSaveErrors(
        {
          ...(draft.channelId !== undefined ? { channel_id: draft.channelId } : {}),
          cached_start_time: draft.start,
          cached_end_time: draft.end,
        },
        draft.mode,
      ),
    ];
    const required = session.requiredErrors();
    messages.push(...Object.values(required));
    if (required.billingContract !== undefined && !session.isAdmin) messages.push(noDefaultContractHint);
    if (invalidInputs.length > 0) messages.push('Fix the dates and times marked in the form');
    if (session.isAdmin) messages.push(...Object.values(billingAmountErrors(draft)));
    const form = session.form;
    if (form && !form.view.valid) messages.push(...Object.values(form.view.errors));
    return messages;
  }

  /**
   * `overlapConsent`: the operator ticked 'Schedule it overlapping' for the overlaps the editor shows; the server
   * refuses a booking that meets another event on its destination without it (docs/protocol/one-truth.md).
   */
  async save(session: EventEditorSession, mode: SaveMode, overlapConsent = false): Promise<SaveOutcome> {
    if (!session.state.draft || session.state.saving) return { ok: false };
    // After a stale refusal the operator's choices are applied first: the save then goes on their version.
    const conflict = session.state.conflict;
    if (conflict && mode !== 'new') {
      const resolved = resolveConflict(session.state, conflict, session.form?.output ?? {}, session.fieldContext);
      if (!resolved.ready) {
        session.mark({ submitted: true, saveMessages: [resolved.message] });
        return { ok: false };
      }
      session.rebase(resolved.theirs, resolved.fields);
    }
    const draft = session.state.draft;
    if (!draft) return { ok: false };
    session.form?.submit();
    const blockers = this.blockers(session);
    session.mark({ submitted: true, saveMessages: blockers });
    if (blockers.length > 0) return { ok: false };
    const plan = savePlan(draft, mode, session.form?.output ?? {}, session.isAdmin, session.state.base?.version);
    const payload = overlapConsent ? { ...plan.payload, overlap_consent: true } : plan.payload;
    session.mark({ saving: true });
    const result = await this.push({ ...plan, payload }, draft.uuid);
    // A refusal of a required field is said in the editor as the editor says it (the toast names the path too).
    session.mark({
      saving: false,
      ...(result.outcome === 'ok' ? {} : { saveMessages: refusalMessages(result.response) }),
    });
    if (result.outcome !== 'ok') {
      if (result.stale) session.markStale(result.stale);
      return { ok: false };
    }
    if (plan.payload.update === true) session.saved(result.reply.data);
    const uuid = result.reply.data.uuid;
    return uuid === undefined ? { ok: true } : { ok: true, uuid };
  }

  /**
   * Spec 2 §4: Archive and Unarchive save the stored event at once. `overlapConsent`: the operator ticked
   * 'Schedule it overlapping' for the overlaps the editor shows, which an Unarchive then sends (issue 32 §3).
   */
  async setState(session: EventEditorSession, state: EventState, overlapConsent = false): Promise<SaveOutcome> {
    const stored = session.state.stored;
    if (!stored) return { ok: false };
    // Based on the version the operator looked at: an event changed since is refused as stale, and says so.
    const plan = archivePlan(stored, state, session.state.base?.version, overlapConsent);
    const result = await this.push(plan, stored.uuid);
    if (result.outcome === 'ok') {
      session.change({ state });
      session.saved(result.reply.data);
    } else if (result.stale) {
      session.markStale(result.stale);
      session.mark({
        saveMessages: [
          `Not ${state === 'archived' ? 'archived' : 'unarchived'}: ${changedMeanwhileText(result.stale.changedBy)}. Look at their changes, save, then try again.`,
        ],
      });
    }
    return { ok: result.outcome === 'ok', uuid: stored.uuid };
  }

  private push(plan: SavePlan, uuid: string | undefined): Promise<CommandResult<EventReply>> {
    return this.commands.push({
      ...plan.topic,
      name: plan.command,
      // eslint-disable-next-line no-restricted-syntax -- the domain's save plan picks among four topics (create, create_with_group, clone, {uuid})
      push: 'save',
      payload: plan.payload,
      ...(uuid ? { target: `event:${uuid}` } : {}),
    });
  }
}
