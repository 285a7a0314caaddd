import { defineProjection, unhandled } from '../projection';
import type { Instance, StreamerState, StreamerUpdateInfo } from './instance';
import type { InstanceControlStatus } from './instance-control';
import { historyCleared, historySamples, withSamples, type InstanceHistory } from './instance-history';
import type { InstanceLive } from './instance-live';
import type { InstanceStatus } from './instance-status';
import { mergeStatus, statusPartsOf, type StatusPart } from './instance-status-parts';
import type { InstancesEvent } from './instances.events';

export interface InstanceStatusEntry {
  readonly status: InstanceStatus;
  /** When it arrived, ms: the panel shows its age. */
  readonly at: number;
}

export interface InstancesState {
  readonly byId: Readonly<Record<number, Instance>>;
  /** Instance ids by the channel uuid in their meta: the channel tile finds its instance in O(1). */
  readonly idsByChannel: Readonly<Record<string, readonly number[]>>;
  /** The latest status per instance: each part as it last arrived (a frame lacking a part keeps its last value). */
  readonly statusById: Readonly<Record<number, InstanceStatusEntry>>;
  /** When each part of an instance's status last arrived, ms: the panel's per-figure staleness. */
  readonly statusPartsAt: Readonly<Record<number, Readonly<Partial<Record<StatusPart, number>>>>>;
  /** A short history of CPU, memory and bitrates per instance, for the panel's sparklines. */
  readonly historyById: Readonly<Record<number, InstanceHistory>>;
  /** From the control topic, by instance id. */
  readonly live: Readonly<Record<string, InstanceLive>>;
  readonly liveAt?: number;
  readonly latestVersion?: string;
  readonly controlByName: Readonly<Record<string, InstanceControlStatus>>;
}

export const initialInstancesState: InstancesState = {
  byId: {},
  idsByChannel: {},
  statusById: {},
  statusPartsAt: {},
  historyById: {},
  live: {},
  controlByName: {},
};

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
type MapKey = 'byId' | 'idsByChannel' | 'statusById' | 'statusPartsAt' | 'historyById' | 'controlByName';

/**
 * The slice being folded from one batch: a shallow copy of the state, and of each of its maps the first time the
 * batch writes to it. Everything else (entries, id lists, payloads) is replaced whole, never edited, so earlier
 * states and the store's checkpoints keep theirs.
 */
class BatchCopy {
  readonly next: Mutable<InstancesState>;
  private readonly copied = new Set<MapKey>();

  constructor(state: InstancesState) {
    this.next = { ...state };
  }

  map<K extends MapKey>(key: K): Mutable<InstancesState[K]> {
    if (!this.copied.has(key)) {
      this.next[key] = { ...this.next[key] };
      this.copied.add(key);
    }
    return this.next[key] as Mutable<InstancesState[K]>;
  }

  /** A fresh map, owned by this batch. */
  replace<K extends MapKey>(key: K, value: InstancesState[K]): void {
    this.next[key] = value;
    this.copied.add(key);
  }

  // Frozen, so the store's immer stops at the slice instead of walking it looking for drafts.
  done(): InstancesState {
    for (const key of this.copied) Object.freeze(this.next[key]);
    return Object.freeze(this.next);
  }
}

const unindex = (copy: BatchCopy, instance: Instance | undefined): void => {
  const channel = instance?.meta.channel;
  if (!instance || !channel) return;
  const ids = copy.next.idsByChannel[channel];
  if (!ids) return;
  const rest = ids.filter((id) => id !== instance.id);
  const idsByChannel = copy.map('idsByChannel');
  if (rest.length === 0) delete idsByChannel[channel];
  else idsByChannel[channel] = rest;
};

const index = (copy: BatchCopy, instance: Instance): void => {
  const channel = instance.meta.channel;
  if (!channel) return;
  const ids = copy.next.idsByChannel[channel];
  if (!ids) copy.map('idsByChannel')[channel] = [instance.id];
  else if (!ids.includes(instance.id)) copy.map('idsByChannel')[channel] = [...ids, instance.id];
};

const statusReceived = (copy: BatchCopy, event: Extract<InstancesEvent, { type: 'InstanceStatusReceived' }>) => {
  const { id, status, at, seq } = event;
  const { statusById, statusPartsAt, historyById } = copy.next;
  copy.map('statusById')[id] = Object.freeze({ status: mergeStatus(statusById[id]?.status, status), at });
  const partsAt: Partial<Record<StatusPart, number>> = { ...statusPartsAt[id] };
  for (const part of statusPartsOf(status)) partsAt[part] = at;
  copy.map('statusPartsAt')[id] = Object.freeze(partsAt);
  copy.map('historyById')[id] = withSamples(historyById[id], seq, historySamples(status));
};

/**
 * Status frames arrive once a second for each of hundreds of instances, so the slice is folded a batch at a
 * time outside immer's drafts (`fold`): each map is copied once per batch and an instance's three entries
 * (status, part times, history) are replaced whole by frozen objects. Through drafts, immer's proxies (and its
 * walk of new unfrozen objects) were most of the fold (docs/performance.md, issue 19).
 */
export const instancesProjection = defineProjection<InstancesState, InstancesEvent>({
  name: 'instances',
  initial: initialInstancesState,
  handles: {
    InstancesReceived: true,
    InstanceUpdated: true,
    InstanceDeleted: true,
    InstanceStatusReceived: true,
    InstancesLiveReceived: true,
    LatestStreamerVersionReceived: true,
    InstanceControlStatusReceived: true,
  },
  fold(state, events) {
    if (events.length === 0) return state;
    const copy = new BatchCopy(state);
    for (const event of events) {
      switch (event.type) {
        case 'InstancesReceived': {
          const byId: Record<number, Instance> = {};
          copy.replace('idsByChannel', {});
          for (const instance of event.instances) {
            byId[instance.id] = instance;
            index(copy, instance);
          }
          copy.replace('byId', byId);
          break;
        }
        case 'InstanceUpdated':
          unindex(copy, copy.next.byId[event.instance.id]);
          copy.map('byId')[event.instance.id] = event.instance;
          index(copy, event.instance);
          break;
        case 'InstanceDeleted': {
          unindex(copy, copy.next.byId[event.id]);
          delete copy.map('byId')[event.id];
          delete copy.map('statusById')[event.id];
          delete copy.map('statusPartsAt')[event.id];
          // Its history's backing stays, with an empty window: a refold after a seek finds the rows after it.
          const held = copy.next.historyById[event.id];
          if (held) copy.map('historyById')[event.id] = historyCleared(held, event.seq);
          break;
        }
        case 'InstanceStatusReceived':
          statusReceived(copy, event);
          break;
        // A complete snapshot each second: swapped by reference.
        case 'InstancesLiveReceived':
          copy.next.live = event.instances;
          copy.next.liveAt = event.at;
          break;
        case 'LatestStreamerVersionReceived':
          copy.next.latestVersion = event.version;
          break;
        case 'InstanceControlStatusReceived':
          copy.map('controlByName')[event.name] = event.status;
          break;
        default:
          unhandled(event);
      }
    }
    return copy.done();
  },
});

export interface StreamerFacts {
  readonly state?: StreamerState;
  readonly version?: string;
  readonly updateInfo?: StreamerUpdateInfo;
}

/** Streamer state, version and last update of an instance: the live broadcast first, else the stored record. */
export const streamerFacts = (state: InstancesState, id: number): StreamerFacts => {
  const live = state.live[String(id)];
  const instance = state.byId[id];
  return {
    state: live?.streamer_state ?? instance?.streamer_state,
    version: live?.streamer_version ?? instance?.streamer_version ?? instance?.meta.version,
    updateInfo: live?.streamer_update_info ?? instance?.streamer_update_info,
  };
};

/** The instances serving a channel. */
export const instancesOfChannel = (state: InstancesState, channelUuid: string): Instance[] =>
  (state.idsByChannel[channelUuid] ?? []).flatMap((id) => state.byId[id] ?? []);
