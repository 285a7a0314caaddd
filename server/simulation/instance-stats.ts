import type { InstanceStatus } from '../../src/domain/instances';
import {
  createDeviceState,
  createMediaServerState,
  deviceStatus,
  driftMediaServer,
  type ExternalDeviceState,
  type MediaServerState,
} from './device-state';
import { driftStats } from './stats-drift';
import { createStatsState, type StatsState } from './stats-state';
import { hostData, streamerStatus, systemStatus } from './stats-status';
import { restoreDevice, type SavedDevice } from './device-persistence';
import type { World } from './world';
import type { InstanceFacts } from './world-facts';

/** Whether the instance's streamer runs: active, online, not stopped, and a transcoder only while bound. */
export const streamerRunning = (facts: InstanceFacts, online: boolean): boolean =>
  facts.active &&
  online &&
  facts.streamerState !== 'stopped' &&
  (!facts.transcoder || facts.channel !== undefined || facts.events.length > 0);

/**
 * The live statistics of every instance somebody watches (instances:status:{id}), drifted once a second.
 * Only memory: a restart gives every instance fresh, equally plausible numbers.
 */
export class InstanceStatsModel {
  private readonly stats = new Map<number, StatsState>();
  private readonly devices = new Map<number, ExternalDeviceState>();
  /** External-device settings saved before a restart, applied when the device's state is first made. */
  private saved: ReadonlyMap<number, SavedDevice> = new Map();
  private readonly mediaServers = new Map<number, MediaServerState>();

  statsOf(facts: InstanceFacts): StatsState {
    let state = this.stats.get(facts.id);
    if (!state) this.stats.set(facts.id, (state = createStatsState(facts)));
    return state;
  }

  deviceOf(facts: InstanceFacts): ExternalDeviceState {
    let state = this.devices.get(facts.id);
    if (!state) {
      this.devices.set(facts.id, (state = createDeviceState(facts)));
      const saved = this.saved.get(facts.id);
      if (saved) restoreDevice(state, saved);
    }
    return state;
  }

  /** What the server kept of the external devices (loaded once at start, before the first tick). */
  restoreDevices(saved: ReadonlyMap<number, SavedDevice>): void {
    this.saved = saved;
  }

  mediaServerOf(facts: InstanceFacts, world: World): MediaServerState {
    let state = this.mediaServers.get(facts.id);
    if (!state) {
      const names = world.channels
        .filter((channel) => channel.active && channel.type === 'input')
        .map((channel) => channel.name);
      this.mediaServers.set(facts.id, (state = createMediaServerState(names)));
    }
    return state;
  }

  /** One second for one watched instance, then its status frame; an offline instance sends nothing. */
  step(facts: InstanceFacts, world: World, online: boolean): InstanceStatus | undefined {
    if (!online) return undefined;
    if (facts.type === 'external_device') {
      const device = this.deviceOf(facts);
      return {
        external_device: deviceStatus(device),
        host: { hostname: `${device.kind}-${facts.id}.studio.local`, ...(facts.ip ? { ip: facts.ip } : {}) },
      };
    }
    const state = this.statsOf(facts);
    const running = streamerRunning(facts, online);
    driftStats(state, running);
    if (facts.type === 'mediamtx') {
      const server = this.mediaServerOf(facts, world);
      driftMediaServer(server);
      return { system: systemStatus(state), media_server: [...server.streams.values()], host: hostData(state, facts) };
    }
    return streamerStatus(state, facts, running);
  }

  forget(id: number): void {
    this.stats.delete(id);
    this.devices.delete(id);
    this.mediaServers.delete(id);
  }
}
