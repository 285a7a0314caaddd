import type { EventDraft, EventGroupDraft } from '../../src/domain/schedule';
import { announceChanges } from '../records/announce';
import { presentAll, viewFor, type Presented } from '../records/entity-kind';
import { chooseUuid, isReply } from './content-topics';
import { eventBody, eventGroupBody, withDerivedUrls } from '../records/event-draft';
import { sameJson, writeItemIn } from '../records/write-item';
import { ok, refuse, reasons, type Reply } from '../protocol/reply';
import type { Services } from '../services';
import type { Sql } from '../storage/database';
import type { StoredDocument } from '../storage/document-repository';
import { storedWith } from '../storage/stored-codec';
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

/** Creates or updates an event with its group in one transaction; every event whose wire changed is announced. */
export const saveEvent = async (context: TopicContext, draft: EventDraft, mode: EventSaveMode): Promise<Reply> => {
  const { actor, services } = context;
  const administrator = isAdministrator(actor.type);
  const channel = await destinationOf(services, draft);
  if (isReply(channel)) return channel;
  const choice = await chooseGroup(services, draft, mode);
  if (isReply(choice)) return choice;
  const { group, draft: groupDraft } = choice;
  const existing = mode.kind === 'update' ? mode.existing : undefined;
  // Read typed; the writes below keep the stored documents' own fields. One that does not decode is reported.
  const report = (message: string): void => services.log.error(message);
  const storedEvent = existing && storedWith('events', existing, {}, report);
  const storedGroup = group && storedWith('event_groups', group, {}, report);
  if ((existing && !storedEvent) || (group && !storedGroup)) return refuse(reasons.notFound);
  const required = await checkRequirements(services, { draft, existing, channel, group, administrator });
  if (isReply(required)) return required;
  const eventUuid = existing ? existing.uuid : await chooseUuid(services.store.documents.events, draft.uuid);
  const groupUuid = group ? group.uuid : await chooseUuid(services.store.documents.event_groups, undefined);
  const { written, siblings } = await services.store.db.write(async (tx) => {
    // Without group fields an existing group stays as it is.
    const groupBody =
      groupDraft === undefined && group
        ? undefined
        : eventGroupBody(groupDraft, storedGroup, administrator, draft.cached_start_time);
    const groupChanged = groupBody !== undefined && (!group || !sameJson(groupBody, group.body));
    if (group && groupBody && groupChanged)
      await services.store.documents.event_groups.update(tx, group.id, groupBody, group.state);
    if (!group && groupBody) await services.store.documents.event_groups.insert(tx, groupBody, 'active', groupUuid);
    const body = withDerivedUrls(
      eventBody({ draft, existing: storedEvent, administrator, groupUuid, defaultContract: required.contract }),
      eventUuid,
      channel.uuid,
    );
    const state = draft.state ?? existing?.state ?? 'active';
    const item = await writeItemIn(eventsKind, services, tx, { existing, body, state, uuid: eventUuid });
    return {
      written: item,
      siblings: group && groupChanged ? await groupSiblings(services, tx, groupUuid, item.after.document.id) : [],
    };
  });
  announceChanges(eventsKind, services, [written, ...siblings.map((after) => ({ after }))]);
  return ok({ data: viewFor(eventsKind, actor, written.after) });
};

/** A save on events:{uuid}: `update: true` changes the event, otherwise ('new') it creates another (docs/protocol/schedule.md). */
export const saveOnEventTopic = async (
  context: TopicContext,
  draft: EventDraft,
  update: boolean | undefined,
): Promise<Reply> => {
  const existing = await context.services.store.documents.events.find(context.params.uuid ?? '');
  if (!existing) return refuse(reasons.notFound);
  return update === true
    ? saveEvent(context, draft, { kind: 'update', existing })
    : saveEvent(context, draft, { kind: 'create' });
};
