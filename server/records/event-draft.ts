import type { EventDraft, EventGroupDraft, Todo } from '../../src/domain/schedule';
import { hlsPathPrefix, livePlaylistPath, recordingPlaylistPath } from '../media';
import { jsonObject } from '../../src/infrastructure/wire/kit';
import { withoutReserved, type StoredFields } from '../storage/document-repository';
import type { StoredValue } from '../storage/stored-kinds';

// How an event save becomes stored rows (docs/protocol/schedule.md "Studio server"). Pure: the caller has
// checked the references and chosen the uuids.

const objectOf = (value: unknown): StoredFields => (jsonObject.is(value) ? value : {});
const numberOr = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

/** A URL the server made (an HLS path) may be made again; one an operator typed is kept. */
const isDerived = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  value === '' ||
  (typeof value === 'string' && value.startsWith(hlsPathPrefix));

/**
 * Live and preview URLs of an event on the studio server (docs/protocol/media.md "Where the URLs go"): the
 * destination channel's live playlist and the event's recording, whose URL carries the event's times and so
 * follows a new end (a stopped event). URLs set to something else are left alone.
 */
export const withDerivedUrls = (
  body: StoredValue<'events'>,
  eventUuid: string,
  channelUuid: string | undefined,
): StoredValue<'events'> => {
  const start = body.cached_start_time;
  const end = body.cached_end_time;
  const live = channelUuid === undefined ? body.live_url : livePlaylistPath(channelUuid);
  return {
    ...body,
    live_url: isDerived(body.live_url) ? live : body.live_url,
    preview_url:
      isDerived(body.preview_url) && end > start ? recordingPlaylistPath(eventUuid, start, end) : body.preview_url,
  };
};

export interface EventBodyInput {
  readonly draft: EventDraft;
  /** The stored event when one is updated (storedWith: its fields are kept where the draft does not send them). */
  readonly existing: StoredValue<'events'> | undefined;
  /** Billing fields are the administrators' (spec 2 §2 Event tab, §3 "system_meta.billing (admin only)"). */
  readonly administrator: boolean;
  readonly groupUuid: string;
  /** The destination's default billing contract, written when the event has none (docs/protocol/schedule.md). */
  readonly defaultContract?: number | undefined;
}

/**
 * The stored event: fields sent replace stored ones, fields not sent are kept; `duration` is end − start unless
 * sent; `offset` and the publish times default to 0 ("0 means unset"); the external id is read-only once the
 * event exists (spec 2 §2); a non-administrator's save keeps the stored billing.
 */
export const eventBody = ({
  draft,
  existing,
  administrator,
  groupUuid,
  defaultContract,
}: EventBodyInput): StoredValue<'events'> => {
  const { uuid: _uuid, state: _state, event_group: _group, ...fields } = draft;
  // A row may carry a snapshot of its group (the seed writes one); the group row is what counts.
  const { event_group: _snapshot, ...kept } = existing ?? {};
  const stored: Partial<StoredValue<'events'>> = kept;
  const storedSystemMeta = objectOf(stored.system_meta);
  const { billing: sentBilling, ...sentSystemMeta } = objectOf(draft.system_meta ?? storedSystemMeta);
  const chosenBilling = administrator && draft.system_meta !== undefined ? sentBilling : storedSystemMeta.billing;
  const billing =
    defaultContract === undefined
      ? chosenBilling
      : { status: 'not_billed', ...objectOf(chosenBilling), contract: defaultContract };
  const sent = withoutReserved(fields);
  return {
    ...stored,
    ...sent,
    external_id: existing ? stored.external_id : draft.external_id,
    duration: draft.duration ?? draft.cached_end_time - draft.cached_start_time,
    offset: numberOr(draft.offset ?? stored.offset, 0),
    publish_start_time: numberOr(draft.publish_start_time ?? stored.publish_start_time, 0),
    publish_end_time: numberOr(draft.publish_end_time ?? stored.publish_end_time, 0),
    meta: objectOf(draft.meta ?? stored.meta),
    system_meta: billing === undefined ? sentSystemMeta : { ...sentSystemMeta, billing },
    event_group_uuid: groupUuid,
  };
};

/**
 * The stored event group: fields sent replace stored ones; `start_time` defaults to the event's start; to-dos are
 * written by toggle_todo, and by a save only when an administrator sends them (the editor's to-do fields are
 * admin-only, spec 2 §2).
 */
export const eventGroupBody = (
  draft: EventGroupDraft | undefined,
  existing: StoredValue<'event_groups'> | undefined,
  administrator: boolean,
  eventStart: number,
): StoredValue<'event_groups'> => {
  const { uuid: _uuid, system_meta: sentSystemMeta, ...sent } = draft ?? {};
  const stored = existing ?? {};
  const storedSystemMeta = existing?.system_meta ?? {};
  const { todos: sentTodos, ...otherSystemMeta } = sentSystemMeta ?? {};
  const todos = administrator && sentTodos !== undefined ? sentTodos : (storedSystemMeta.todos ?? {});
  return {
    ...stored,
    ...sent,
    start_time: sent.start_time ?? existing?.start_time ?? eventStart,
    system_meta: { ...storedSystemMeta, ...otherSystemMeta, todos },
  };
};

/** The group with one account's to-do set (spec 1 §4; keyed by the account e-mail, spec 1 §3). */
export const withTodo = (
  group: StoredValue<'event_groups'>,
  email: string,
  todo: Todo,
): StoredValue<'event_groups'> => {
  const systemMeta = group.system_meta ?? {};
  return {
    ...group,
    system_meta: {
      ...systemMeta,
      todos: { ...systemMeta.todos, [email]: { active: todo.active, status: todo.status } },
    },
  };
};
