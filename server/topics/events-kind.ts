import type { EntityKind, Wire } from '../records/entity-kind';
import type { Services } from '../services';
import type { Sql } from '../storage/database';
import type { StoredDocument } from '../storage/document-repository';
import { isAdministrator } from '../../src/domain/rights';

// Events are stored as rows of `events` whose body names their group by `event_group_uuid`; the group (source
// channel, start time, alternative, signal type, to-dos) is a row of `event_groups` shared by its events and
// joined into each event on the wire as `event_group`.

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const objectOf = (value: unknown): Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** The group an event belongs to (also read from an embedded `event_group` a hand-written row may carry). */
export const groupUuidOf = (event: StoredDocument): string | undefined => {
  const named = event.body.event_group_uuid ?? objectOf(event.body.event_group).uuid;
  return typeof named === 'string' && uuidPattern.test(named) ? named.toLowerCase() : undefined;
};

export const eventGroupWire = (group: StoredDocument): Wire => ({
  ...group.body,
  uuid: group.uuid,
  system_meta: objectOf(group.body.system_meta),
});

export const eventWire = (event: StoredDocument, group: StoredDocument | undefined): Wire => {
  const { event_group_uuid: _named, event_group: embedded, ...body } = event.body;
  const embeddedGroup = objectOf(embedded);
  const eventGroup = group ? eventGroupWire(group) : typeof embeddedGroup.uuid === 'string' ? embeddedGroup : undefined;
  return {
    ...body,
    id: event.id,
    uuid: event.uuid,
    state: event.state,
    inserted_at: event.insertedAt.toISOString(),
    updated_at: event.updatedAt.toISOString(),
    version: event.version,
    ...(eventGroup ? { event_group: eventGroup } : {}),
  };
};

/** The groups of some events, by uuid. */
export const groupsOf = async (
  services: Services,
  sql: Sql,
  events: readonly StoredDocument[],
): Promise<Map<string, StoredDocument>> => {
  const uuids = [...new Set(events.flatMap((event) => groupUuidOf(event) ?? []))];
  const groups =
    uuids.length === 0 ? [] : await services.store.documents.event_groups.list('uuid = any($1::uuid[])', [uuids], sql);
  return new Map(groups.map((group) => [group.uuid, group]));
};

/** Billing is admin-only (spec 2 §3 "event.system_meta.billing (admin only)"): others receive events without it. */
const withoutBilling = (wire: Wire): Wire => {
  const systemMeta = objectOf(wire.system_meta);
  if (!('billing' in systemMeta)) return wire;
  const { billing: _billing, ...rest } = systemMeta;
  return { ...wire, system_meta: rest };
};

/** Events on events:all (`event-update {data}`) and on their own events:{uuid} (`update {data}`); every account sees every event. */
export const eventsKind: EntityKind = {
  kind: 'events',
  targets: (document) => [
    { topic: 'events:all', updateEvent: 'event-update', update: (wire) => ({ data: wire }) },
    { topic: `events:${document.uuid}`, updateEvent: 'update', update: (wire) => ({ data: wire }) },
  ],
  present: async (services, sql, documents) => {
    const groups = await groupsOf(services, sql, documents);
    return documents.map((event) => {
      const uuid = groupUuidOf(event);
      return eventWire(event, uuid === undefined ? undefined : groups.get(uuid));
    });
  },
  view: (wire, actor) => (isAdministrator(actor.type) ? wire : withoutBilling(wire)),
  viewKey: (actor) => (isAdministrator(actor.type) ? 'administrator' : 'console'),
};
