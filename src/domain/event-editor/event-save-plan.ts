import type { CommandEntry, PayloadArgs } from '../commands';
import type {
  EventBilling,
  EventDraft,
  EventGroupDraft,
  EventSavePayload,
  EventState,
  ScheduledEvent,
} from '../schedule';
import { eventEditorCommands } from './event-editor-commands';
import type { EventEditorDraft } from './event-editor-draft';

// How the editor's Save reaches the server (spec 2 §7): which topic, which payload, and which toast family.

/** Spec 2 §7: after a save the editor stays (none), opens a fresh new event (new) or closes (close). */
export type SaveMode = 'none' | 'new' | 'close';
export const saveModes: readonly SaveMode[] = ['none', 'new', 'close'];

/** A command of the editor (its registry is eventEditorCommands); the toasts key on it. */
export type EventEditorCommand = CommandEntry<PayloadArgs, 'payload'>;

/** Spec 2 §8: the editor's toasts. */
export const eventEditorToasts = {
  created: 'Event was created!',
  updated: 'Event was updated!',
  createFailed: 'Unable to create event!',
  updateFailed: 'Unable to update event!',
} as const;

/** Where an event save goes: a topic pattern of the events catalogue with its parameters. */
export type EventSaveTopic =
  | { readonly pattern: 'events:create' }
  | { readonly pattern: 'events:create_with_group:{group}'; readonly params: { readonly group: string } }
  | { readonly pattern: 'events:clone:{id}'; readonly params: { readonly id: string } }
  | { readonly pattern: 'events:{uuid}'; readonly params: { readonly uuid: string } };

export interface SavePlan {
  readonly command: EventEditorCommand;
  readonly topic: EventSaveTopic;
  readonly payload: EventSavePayload;
}

/** '12.50', '12,50' or '' as a sum; text that is no number is left out. */
export const parseAmount = (text: string): number | undefined => {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '' || !/^[-+]?\d+(\.\d+)?$/.test(trimmed)) return undefined;
  return Number(trimmed);
};

/** The billing amounts the draft holds that are not numbers: messages by field, shown and blocking the save. */
export const billingAmountErrors = (draft: EventEditorDraft): Readonly<Record<string, string>> => {
  const errors: Record<string, string> = {};
  if (draft.billing.sum.trim() !== '' && parseAmount(draft.billing.sum) === undefined)
    errors.sum = 'Sum must be a number';
  if (draft.billing.expenses.trim() !== '' && parseAmount(draft.billing.expenses) === undefined)
    errors.expenses = 'Expenses must be a number';
  return errors;
};

const billingOf = (draft: EventEditorDraft): EventBilling => {
  const sum = parseAmount(draft.billing.sum);
  const expenses = parseAmount(draft.billing.expenses);
  return {
    status: draft.billing.status,
    ...(draft.billing.contract !== undefined ? { contract: draft.billing.contract } : {}),
    ...(sum !== undefined ? { sum } : {}),
    ...(expenses !== undefined ? { expenses_sum: expenses } : {}),
    ...(draft.billing.info !== '' ? { info: draft.billing.info } : {}),
  };
};

const groupOf = (draft: EventEditorDraft, admin: boolean, keepGroup: boolean): EventGroupDraft => ({
  ...(keepGroup && draft.recordingUuid.trim() !== '' ? { uuid: draft.recordingUuid.trim() } : {}),
  ...(draft.sourceChannelId !== undefined ? { channel_id: draft.sourceChannelId } : {}),
  start_time: draft.start,
  ...(admin ? { system_meta: { todos: draft.todos } } : {}),
});

/** The event as saved: form values in meta; billing and to-dos only from administrators (spec 2 §6). */
export const eventDraftPayload = (
  draft: EventEditorDraft,
  formValues: Readonly<Record<string, unknown>>,
  admin: boolean,
  state?: EventState,
): EventDraft => ({
  ...(draft.mode === 'update' && draft.uuid !== undefined ? { uuid: draft.uuid } : {}),
  state: state ?? draft.state,
  cached_start_time: draft.start,
  cached_end_time: draft.end,
  duration: draft.end - draft.start,
  offset: draft.offset,
  publish_start_time: draft.publishStart,
  publish_end_time: draft.publishEnd,
  title: draft.title,
  subtitle: draft.subtitle,
  ...(draft.channelId !== undefined ? { channel_id: draft.channelId } : {}),
  meta: { ...draft.meta, ...formValues },
  ...(admin ? { system_meta: { billing: billingOf(draft) } } : {}),
  event_group: groupOf(draft, admin, draft.cloneOf === undefined),
});

/**
 * Spec 2 §7: an update saves on events:{uuid} with update true; 'new' on an existing event saves it as a new
 * event in the same recording; a clone saves on events:clone:{id}; a new event with a Recording UUID joins
 * that group (events:create_with_group:{group}); any other new event goes to events:create.
 */
export const savePlan = (
  draft: EventEditorDraft,
  mode: SaveMode,
  formValues: Readonly<Record<string, unknown>>,
  admin: boolean,
  /** The version of the event the draft was based on: an update carries it (issue 32 §2). */
  version?: number,
): SavePlan => {
  const event = eventDraftPayload(draft, formValues, admin);
  if (draft.mode === 'update' && draft.uuid !== undefined) {
    if (mode === 'new') {
      const { uuid: _uuid, ...asNew } = event;
      return {
        command: eventEditorCommands.create,
        topic: { pattern: 'events:{uuid}', params: { uuid: draft.uuid } },
        payload: { event: { ...asNew, state: 'active' }, update: false },
      };
    }
    return {
      command: eventEditorCommands.update,
      topic: { pattern: 'events:{uuid}', params: { uuid: draft.uuid } },
      payload: { event, update: true, ...(version !== undefined ? { version } : {}) },
    };
  }
  if (draft.cloneOf !== undefined)
    return {
      command: eventEditorCommands.clone,
      topic: { pattern: 'events:clone:{id}', params: { id: draft.cloneOf } },
      payload: { event },
    };
  const group = draft.recordingUuid.trim();
  if (group !== '') {
    const { event_group: _group, ...withoutGroup } = event;
    return {
      command: eventEditorCommands.createWithGroup,
      topic: { pattern: 'events:create_with_group:{group}', params: { group } },
      payload: { event: withoutGroup },
    };
  }
  return { command: eventEditorCommands.create, topic: { pattern: 'events:create' }, payload: { event } };
};

/**
 * Spec 2 §4: Archive and Unarchive save the stored event at once with the new state (other edits wait for
 * Save). The times and destination a save always carries come from the stored event.
 */
export const archivePlan = (
  event: Pick<ScheduledEvent, 'uuid' | 'cached_start_time' | 'cached_end_time' | 'channel_id'>,
  state: EventState,
  /** The version the operator looked at: archiving an event changed since is refused as stale (issue 32 §2). */
  version?: number,
  /**
   * Unarchive only: the operator ticked 'Schedule it overlapping' for the events its window meets on the
   * destination; without it the server refuses an Unarchive that would book the destination twice (issue 32 §3).
   */
  overlapConsent = false,
): SavePlan => ({
  command: state === 'archived' ? eventEditorCommands.archive : eventEditorCommands.unarchive,
  topic: { pattern: 'events:{uuid}', params: { uuid: event.uuid } },
  payload: {
    event: {
      uuid: event.uuid,
      state,
      cached_start_time: event.cached_start_time,
      cached_end_time: event.cached_end_time,
      ...(event.channel_id !== undefined ? { channel_id: event.channel_id } : {}),
    },
    update: true,
    ...(version !== undefined ? { version } : {}),
    ...(overlapConsent && state === 'active' ? { overlap_consent: true } : {}),
  },
});

/** Whether a command of the editor creates (its toasts say created) or updates. */
export const createsEvent = (command: EventEditorCommand): boolean =>
  command === eventEditorCommands.create ||
  command === eventEditorCommands.createWithGroup ||
  command === eventEditorCommands.clone;

/** Why the server refused a save, from its `{reason, errors: [{path, expected}]}` reply (docs/protocol/server.md). */
export const refusalDetail = (reply: unknown): string | undefined => {
  if (typeof reply !== 'object' || reply === null) return undefined;
  const { errors, reason } = reply as { errors?: unknown; reason?: unknown };
  const paths = Array.isArray(errors)
    ? errors.flatMap((error) => {
        const { path, expected } = (typeof error === 'object' && error !== null ? error : {}) as {
          path?: unknown;
          expected?: unknown;
        };
        return typeof path === 'string' ? [typeof expected === 'string' ? `${path}: ${expected}` : path] : [];
      })
    : [];
  if (paths.length > 0) return paths.join('; ');
  return typeof reason === 'string' && reason !== '' && reason !== 'error' ? reason : undefined;
};
