import type { EventDraft, EventGroupDraft, EventSavePayload } from '../../src/domain/schedule';
import { announceChanges } from '../records/announce';
import { presentAll, viewFor, type Presented } from '../records/entity-kind';
import { chooseUuid, isReply } from './content-topics';
import { eventBody, eventGroupBody, withDerivedUrls } from '../records/event-draft';
import { sameJson, writeItemIn, type WrittenItem } from '../records/write-item';
import { isStale, staleRefusal, writeOrStale } from '../records/stale';
import { collisionIn, movesBooking, overlapRefusal } from './events-overlap';
import { ok, refuse, reasons, type Reply } from '../protocol/reply';
import type { Services } from '../services';
import type { Sql } from '../storage/database';
import type { StoredDocument } from '../storage/document-repository';
import { invalid } from './entity-save';
import { checkRequirements } from './events-requirements';
import { eventsKind, groupUuidOf } from './events-kind';
import type { TopicContext } from './topic-handler';
import { isAdministrator } from '../../src/domain/rights';

/** How a save places the event: a new event (its group from the draft, a clone's always new, or the topic's) or an update. */
export type EventSaveMode =
  | { readonly kind: 'create' }
  | { readonly kind: 'clone' }
  | { readonly kind: 'with_group'; readonly group: StoredDocument }
  | { readonly kind: 'update'; readonly existing: StoredDocument };

interface GroupChoice {
  /** The existing group the event goes into; undefined makes a new one. */
  readonly group: StoredDocument | undefined;
  /** Group fields the save writes (undefined: the group stays as it is). */
  readonly draft: EventGroupDraft | undefined;
}

const chooseGroup = async (
  services: Services,
  draft: EventDraft,
  mode: EventSaveMode,
): Promise<GroupChoice | Reply> => {
  const groups = services.store.documents.event_groups;
  if (mode.kind === 'with_group') return { group: mode.group, draft: undefined };
  if (mode.kind === 'clone') {
    // A clone is a new broadcast: a group of its own with the form's source and signal, none of the original's to-dos.
    const { uuid: _uuid, system_meta: systemMeta, ...rest } = draft.event_group ?? {};
    const { todos: _todos, ...otherMeta } = systemMeta ?? {};
    return { group: undefined, draft: { ...rest, system_meta: otherMeta } };
  }
  if (draft.event_group === undefined) {
    const current = mode.kind === 'update' ? groupUuidOf(mode.existing) : undefined;
    return { group: current === undefined ? undefined : await groups.getByUuid(current), draft: undefined };
  }
  const wanted = draft.event_group.uuid;
  if (wanted === undefined) return { group: undefined, draft: draft.event_group };
  const group = await groups.getByUuid(wanted);
  return group
    ? { group, draft: draft.event_group }
    : invalid('event.event_group.uuid', 'the uuid of an existing event group (or none for a new group)', wanted);
};

/** The destination channel when the draft's times and channels hold; else the refusal. */
const destinationOf = async (services: Services, draft: EventDraft): Promise<Reply | StoredDocument> => {
  // "End must be after start: 'End time must be after start time!'" (spec 2 §5).
  if (draft.cached_end_time <= draft.cached_start_time)
    return invalid('event.cached_end_time', 'a time after cached_start_time', draft.cached_end_time);
  // "Destination required" (spec 2 §5): channel_id is the destination channel.
  const channel =
    draft.channel_id === undefined ? undefined : await services.store.documents.channels.get(draft.channel_id);
  if (!channel) return invalid('event.channel_id', 'the id of an existing destination channel', draft.channel_id);
  const source = draft.event_group?.channel_id;
  if (source !== undefined && !(await services.store.documents.channels.get(source)))
    return invalid('event.event_group.channel_id', 'the id of an existing source channel', source);
  return channel;
};

/** The other events of a group, presented after the group changed (their embedded `event_group` changed too). */
export const groupSiblings = async (
  services: Services,
  tx: Sql,
  groupUuid: string,
  except: number | undefined,
): Promise<Presented[]> => {
  const events = await services.store.documents.events.list(
    `body->>'event_group_uuid' = $1 and id <> $2`,
    [groupUuid, except ?? 0],
    tx,
  );
  return presentAll(eventsKind, services, tx, events);
};

/** What one event save writes, decided before its transaction. */
interface EventWrite {
  readonly draft: EventDraft;
  readonly existing: StoredDocument | undefined;
  readonly group: StoredDocument | undefined;
  readonly groupDraft: EventGroupDraft | undefined;
  readonly groupUuid: string;
  readonly eventUuid: string;
  readonly channel: StoredDocument;
  readonly state: string;
  readonly defaultContract: Parameters<typeof eventBody>[0]['defaultContract'];
  /** The version the save was based on (updates that send one). */
  readonly base: number | undefined;
}

/** Writes the event and its group in `tx`; the group's other events are presented again when the group changed. */
const writeEvent = async (
  { actor, services }: TopicContext,
  tx: Sql,
  write: EventWrite,
): Promise<{ readonly written: WrittenItem; readonly siblings: Presented[] }> => {
  const { draft, existing, group, groupDraft, groupUuid, eventUuid } = write;
  const administrator = isAdministrator(actor.type);
  const groupBody =
    groupDraft === undefined && group
      ? group.body
      : eventGroupBody(groupDraft, group?.body, administrator, draft.cached_start_time);
  const groupChanged = !group || !sameJson(groupBody, group.body);
  const changedBy = actor.accountId;
  if (group && groupChanged)
    await services.store.documents.event_groups.update(tx, group.id, groupBody, group.state, { changedBy });
  if (!group) await services.store.documents.event_groups.insert(tx, groupBody, 'active', groupUuid, changedBy);
  const body = withDerivedUrls(
    eventBody({ draft, existing: existing?.body, administrator, groupUuid, defaultContract: write.defaultContract }),
    eventUuid,
    write.channel.uuid,
  );
  const item = await writeItemIn(eventsKind, services, tx, {
    existing,
    body,
    state: write.state,
    uuid: eventUuid,
    changedBy,
    expectedVersion: write.base,
  });
  return {
    written: item,
    siblings: group && groupChanged ? await groupSiblings(services, tx, groupUuid, item.after.document.id) : [],
  };
};

/**
 * Creates or updates an event with its group in one transaction; every event whose wire changed is announced.
 * An update based on an older version is refused `stale`; a booking that meets another active event on its
 * destination is refused `overlap` unless the payload consents (docs/protocol/one-truth.md).
 */
export const saveEvent = async (
  context: TopicContext,
  payload: EventSavePayload,
  mode: EventSaveMode,
): Promise<Reply> => {
  const { actor, services } = context;
  const draft = payload.event;
  const existing = mode.kind === 'update' ? mode.existing : undefined;
  const base = existing ? payload.version : undefined;
  if (existing && isStale(base, existing)) return staleRefusal(eventsKind, services, actor, existing);
  const administrator = isAdministrator(actor.type);
  const channel = await destinationOf(services, draft);
  if (isReply(channel)) return channel;
  const choice = await chooseGroup(services, draft, mode);
  if (isReply(choice)) return choice;
  const { group, draft: groupDraft } = choice;
  const required = await checkRequirements(services, { draft, existing, channel, group, administrator });
  if (isReply(required)) return required;
  const eventUuid = existing ? existing.uuid : await chooseUuid(services.store.documents.events, draft.uuid);
  const groupUuid = group ? group.uuid : await chooseUuid(services.store.documents.event_groups, undefined);
  const state = draft.state ?? existing?.state ?? 'active';
  const booking = {
    uuid: eventUuid,
    channelId: channel.id,
    start: draft.cached_start_time,
    end: draft.cached_end_time,
    state,
  };
  const checked = payload.overlap_consent !== true && movesBooking(booking, existing);
  const write = {
    draft,
    existing,
    group,
    groupDraft,
    groupUuid,
    eventUuid,
    channel,
    state,
    base,
    defaultContract: required.contract,
  };
  const outcome = await writeOrStale(eventsKind, services, actor, () =>
    services.store.db.write(async (tx) => {
      // First, under the destination's lock: nothing is written when the booking collides.
      const collision = checked ? await collisionIn(services, tx, booking) : undefined;
      return collision ? { collision } : writeEvent(context, tx, write);
    }),
  );
  if (isReply(outcome)) return outcome;
  if ('collision' in outcome) return overlapRefusal(actor, outcome.collision);
  const { written, siblings } = outcome;
  announceChanges(eventsKind, services, [written, ...siblings.map((after) => ({ after }))]);
  return ok({ data: viewFor(eventsKind, actor, written.after) });
};

/** A save on events:{uuid}: `update: true` changes the event, otherwise ('new') it creates another (docs/protocol/schedule.md). */
export const saveOnEventTopic = async (context: TopicContext, payload: EventSavePayload): Promise<Reply> => {
  const existing = await context.services.store.documents.events.find(context.params.uuid ?? '');
  if (!existing) return refuse(reasons.notFound);
  return payload.update === true
    ? saveEvent(context, payload, { kind: 'update', existing })
    : saveEvent(context, payload, { kind: 'create' });
};
