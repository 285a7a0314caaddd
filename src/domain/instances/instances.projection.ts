import { castDraft, isDraft, original, type Draft } from 'immer';
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

const unindex = (draft: Draft<InstancesState>, instance: Instance | undefined): void => {
  const channel = instance?.meta.channel;
  if (!instance || !channel) return;
  const ids = draft.idsByChannel[channel];
  if (!ids) return;
  const rest = ids.filter((id) => id !== instance.id);
  if (rest.length === 0) delete draft.idsByChannel[channel];
  else draft.idsByChannel[channel] = rest;
};

const index = (draft: Draft<InstancesState>, instance: Instance): void => {
  const channel = instance.meta.channel;
  if (!channel) return;
  const ids = draft.idsByChannel[channel];
  if (!ids) draft.idsByChannel[channel] = [instance.id];
  else if (!ids.includes(instance.id)) ids.push(instance.id);
};

/**
 * The value held under `key` as a plain value. Read through the property descriptor, which immer's proxy
 * answers from its base or copy without making a draft of the value (a plain read drafts it: a proxy per
 * instance and map at every status frame); a value drafted earlier in the batch gives its original.
 */
const heldValue = <T>(byKey: Readonly<Record<number, T>>, key: number): T | undefined => {
  const value = Object.getOwnPropertyDescriptor(byKey, key)?.value as T | undefined;
  return value && isDraft(value) ? (original(value as never) as T) : value;
};

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
  apply(draft, event) {
    switch (event.type) {
      case 'InstancesReceived': {
        const byId: Record<number, Instance> = {};
        draft.idsByChannel = {};
        for (const instance of event.instances) {
          byId[instance.id] = instance;
          index(draft, instance);
        }
        draft.byId = castDraft(byId);
        return;
      }
      case 'InstanceUpdated':
        unindex(draft, draft.byId[event.instance.id] as Instance | undefined);
        draft.byId[event.instance.id] = castDraft(event.instance);
        index(draft, event.instance);
        return;
      case 'InstanceDeleted':
        unindex(draft, draft.byId[event.id] as Instance | undefined);
        delete draft.byId[event.id];
        delete draft.statusById[event.id];
        delete draft.statusPartsAt[event.id];
        {
          // Its history's backing stays, with an empty window: a refold after a seek finds the rows after it.
          const held = heldValue(draft.historyById as InstancesState['historyById'], event.id);
          if (held) draft.historyById[event.id] = castDraft(historyCleared(held, event.seq));
        }
        return;
      case 'InstanceStatusReceived': {
        // Each of the instance's three entries is replaced whole by a frozen object made from the held value,
        // never edited through a draft: a status frame a second for each of hundreds of instances made immer's
        // proxies (and its walk of new unfrozen objects) most of the fold (docs/performance.md, issue 19).
        const held = heldValue(draft.statusById, event.id)?.status;
        draft.statusById[event.id] = castDraft(
          Object.freeze({ status: mergeStatus(held, event.status), at: event.at }),
        );
        const partsAt: Partial<Record<StatusPart, number>> = { ...heldValue(draft.statusPartsAt, event.id) };
        for (const part of statusPartsOf(event.status)) partsAt[part] = event.at;
        draft.statusPartsAt[event.id] = Object.freeze(partsAt);
        const heldHistory = heldValue(draft.historyById as InstancesState['historyById'], event.id);
        const history = withSamples(heldHistory, event.seq, historySamples(event.status));
        draft.historyById[event.id] = castDraft(history);
        return;
      }
      // A complete snapshot each second: swapped by reference.
      case 'InstancesLiveReceived':
        draft.live = castDraft(event.instances);
        draft.liveAt = event.at;
        return;
      case 'LatestStreamerVersionReceived':
        draft.latestVersion = event.version;
        return;
      case 'InstanceControlStatusReceived':
        draft.controlByName[event.name] = castDraft(event.status);
        return;
      default:
        unhandled(event);
    }
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
