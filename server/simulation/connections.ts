import type { ConnectionState, DestinationConnection } from '../../src/domain/channels';
import { clamp, hashSeed, roundTo, type Random } from './random';
import { currentEvents, type World } from './world';

/** Buffer samples kept per channel (oldest first): a minute of sparkline at one sample a second. */
export const bufferHistoryLength = 60;

interface ChannelLive {
  state: ConnectionState;
  length: number;
  history: number[];
  /** Ticks left in a drop-out (disconnected, then connecting). */
  trouble: number;
}

/** Channels whose connection now and then drops for a few seconds, so the demo shows every state. */
const isFlaky = (uuid: string): boolean => hashSeed(uuid) % 5 === 0;

/**
 * Destination connection of every active channel (control `channels`): connected while an event runs on it
 * (as source or destination) or a transcoder serves it, listening otherwise. A router stop idles the channel
 * until the event that was stopped ends.
 */
export class ConnectionModel {
  private readonly live = new Map<string, ChannelLive>();
  /** Channel uuid → unix ms until which its router is stopped. */
  private readonly routerStops = new Map<string, number>();

  constructor(private readonly random: Random) {}

  stopRouter(channelUuid: string, until: number): void {
    this.routerStops.set(channelUuid, until);
    const live = this.live.get(channelUuid);
    if (live) Object.assign(live, { state: 'listening', length: 0, history: [], trouble: 0 });
  }

  /** Advances one second and returns the snapshot the control topic broadcasts. */
  step(world: World, now: number): Record<string, DestinationConnection> {
    const eventsByChannel = new Map<number, string[]>();
    for (const event of currentEvents(world, now)) {
      for (const id of new Set([event.destinationId, event.sourceId])) {
        if (id !== undefined) eventsByChannel.set(id, [...(eventsByChannel.get(id) ?? []), event.uuid]);
      }
    }
    const served = new Set(
      world.instances
        .filter((instance) => instance.active && instance.streamerState !== 'stopped')
        .map((instance) => instance.channel),
    );
    const snapshot: Record<string, DestinationConnection> = {};
    for (const channel of world.channels) {
      if (!channel.active) continue;
      const events = eventsByChannel.get(channel.id) ?? [];
      const stoppedUntil = this.routerStops.get(channel.uuid);
      if (stoppedUntil !== undefined && stoppedUntil <= now) this.routerStops.delete(channel.uuid);
      const running =
        (events.length > 0 || (channel.type === 'input' && served.has(channel.uuid))) &&
        !(stoppedUntil !== undefined && stoppedUntil > now);
      const live = this.advance(channel.uuid, running);
      snapshot[channel.uuid] = {
        state: live.state,
        info: { buffer_status: { current_length: live.length, history: [...live.history] } },
        events,
      };
    }
    for (const uuid of this.live.keys()) if (!world.channelsByUuid.has(uuid)) this.live.delete(uuid);
    return snapshot;
  }

  private advance(uuid: string, running: boolean): ChannelLive {
    let live = this.live.get(uuid);
    if (!live) {
      // A channel already running when the server starts is connected at once, with some history behind it.
      live = { state: running ? 'connected' : 'listening', length: 0, history: [], trouble: 0 };
      if (running) for (let index = 0; index < 20; index += 1) this.sample(live);
      this.live.set(uuid, live);
    }
    if (!running) {
      Object.assign(live, { state: 'listening', length: 0, history: [], trouble: 0 });
      return live;
    }
    if (live.trouble > 0) {
      live.trouble -= 1;
      live.state = live.trouble > 1 ? 'disconnected' : 'connecting';
    } else if (live.state === 'listening') {
      live.state = 'connecting';
    } else if (isFlaky(uuid) && this.random() < 0.02) {
      live.trouble = 4;
      live.state = 'disconnected';
    } else {
      live.state = 'connected';
    }
    this.sample(live);
    return live;
  }

  /** Buffer length: a calm wander around 60–150 with rare spikes that drain over a few seconds. */
  private sample(live: ChannelLive): void {
    if (live.state === 'disconnected') live.length = 0;
    else if (live.state === 'connecting') live.length = roundTo(this.random() * 30, 0);
    else if (this.random() < 0.01) live.length = roundTo(600 + this.random() * 6000, 0);
    else if (live.length > 200) live.length = roundTo(live.length * 0.45, 0);
    else
      live.length = roundTo(clamp(live.length + (100 - live.length) * 0.2 + (this.random() * 2 - 1) * 25, 20, 180), 0);
    live.history.push(live.length);
    if (live.history.length > bufferHistoryLength) live.history.splice(0, live.history.length - bufferHistoryLength);
  }
}
