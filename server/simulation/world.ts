import type { Store } from '../storage/store';
import type { StoredDocument } from '../storage/document-repository';
import {
  channelFacts,
  eventFacts,
  eventGroupReference,
  instanceFacts,
  type ChannelFacts,
  type EventFacts,
  type InstanceFacts,
} from './world-facts';

/** The stored things the live state is derived from, read at most every `maxAgeMs`. */
export interface World {
  readonly readAt: number;
  readonly channels: readonly ChannelFacts[];
  readonly channelsById: ReadonlyMap<number, ChannelFacts>;
  readonly channelsByUuid: ReadonlyMap<string, ChannelFacts>;
  readonly instances: readonly InstanceFacts[];
  readonly instancesById: ReadonlyMap<number, InstanceFacts>;
  /** Active events that overlap the window around the read time; filter by `now` with `currentEvents`. */
  readonly nearEvents: readonly EventFacts[];
  /** Instances the simulation keeps offline (system state `simulation`, set by the demo seed). */
  readonly offline: ReadonlySet<number>;
}

/** System state key of the simulation's settings: `{offline_instances: number[]}`. */
export const simulationStateKey = 'simulation';

const offlineInstances = async (store: Store): Promise<Set<number>> => {
  const settings = await store.system.get<{ offline_instances?: unknown }>(simulationStateKey);
  const ids = Array.isArray(settings?.offline_instances) ? settings.offline_instances : [];
  return new Set(ids.filter((id): id is number => typeof id === 'number'));
};

/** Events overlapping [now − margin, now + margin] are read, so one that starts between two reads is not missed. */
const eventMarginSeconds = 120;

const numberAt = (field: string): string =>
  `(case when jsonb_typeof(body->'${field}') = 'number' then (body->>'${field}')::float8 when body->>'${field}' ~ '^-?[0-9]+(\\.[0-9]+)?$' then (body->>'${field}')::float8 end)`;

/** Facts of stored events, their groups (source channels) resolved in one query. */
export const factsOfEvents = async (store: Store, documents: readonly StoredDocument[]): Promise<EventFacts[]> => {
  const references = documents.map(eventGroupReference);
  const uuids = [...new Set(references.flatMap((reference) => (reference.uuid ? [reference.uuid] : [])))];
  const ids = [...new Set(references.flatMap((reference) => (reference.id !== undefined ? [reference.id] : [])))];
  const groups: StoredDocument[] =
    uuids.length + ids.length === 0
      ? []
      : await store.documents.event_groups.list('uuid::text = any($1::text[]) or id = any($2::int[])', [uuids, ids]);
  const byUuid = new Map(groups.map((group) => [group.uuid, group]));
  const byId = new Map(groups.map((group) => [group.id, group]));
  return documents.map((document, index) => {
    const reference = references[index] ?? {};
    const group =
      (reference.id !== undefined ? byId.get(reference.id) : undefined) ??
      (reference.uuid ? byUuid.get(reference.uuid) : undefined);
    return eventFacts(document, group);
  });
};

const loadEvents = async (store: Store, nowSeconds: number): Promise<EventFacts[]> => {
  const documents = await store.documents.events.list(
    `state <> 'archived' and ${numberAt('cached_start_time')} <= $1 and ${numberAt('cached_end_time')} >= $2`,
    [nowSeconds + eventMarginSeconds, nowSeconds - eventMarginSeconds],
  );
  return factsOfEvents(store, documents);
};

export const readWorld = async (store: Store, now: number): Promise<World> => {
  const [channelDocuments, instanceDocuments, nearEvents, offline] = await Promise.all([
    store.documents.channels.list(),
    store.documents.instances.list(),
    loadEvents(store, Math.floor(now / 1000)),
    offlineInstances(store),
  ]);
  const channels = channelDocuments.map(channelFacts);
  const instances = instanceDocuments.map(instanceFacts);
  return {
    readAt: now,
    channels,
    channelsById: new Map(channels.map((channel) => [channel.id, channel])),
    channelsByUuid: new Map(channels.map((channel) => [channel.uuid, channel])),
    instances,
    instancesById: new Map(instances.map((instance) => [instance.id, instance])),
    nearEvents: nearEvents.filter((event) => event.active),
    offline,
  };
};

export const emptyWorld: World = {
  readAt: Number.NEGATIVE_INFINITY,
  channels: [],
  channelsById: new Map(),
  channelsByUuid: new Map(),
  instances: [],
  instancesById: new Map(),
  nearEvents: [],
  offline: new Set(),
};

/** Events running at `now` (unix ms): start ≤ now < end. */
export const currentEvents = (world: World, now: number): readonly EventFacts[] => {
  const seconds = now / 1000;
  return world.nearEvents.filter((event) => event.start <= seconds && seconds < event.end);
};

/**
 * A cached World. Other features write channels, instances and events without telling the simulation, so it
 * re-reads at most every `maxAgeMs`; its own writes call `invalidate()` so their effect shows on the next tick.
 */
export class WorldReader {
  private current: World = emptyWorld;
  private reading: Promise<World> | undefined;

  constructor(
    private readonly store: Store,
    private readonly maxAgeMs = 2000,
  ) {}

  get latest(): World {
    return this.current;
  }

  invalidate(): void {
    this.current = { ...this.current, readAt: Number.NEGATIVE_INFINITY };
  }

  async read(now: number): Promise<World> {
    if (now - this.current.readAt < this.maxAgeMs && now >= this.current.readAt) return this.current;
    this.reading ??= readWorld(this.store, now).finally(() => {
      this.reading = undefined;
    });
    this.current = await this.reading;
    return this.current;
  }
}
