import { randomUUID } from 'node:crypto';
import {
  keptDrills,
  mergeDrills,
  runningDrills,
  shownDrill,
  type Drill,
  type DrillFault,
  type KeptDrill,
} from '../../src/domain/drills';
import type { ChannelDrills, MediaDrill } from '../media';
import type { Services } from '../services';

/**
 * How long an ended drill stays an input of the playlists: longer than a live window (6 × 2 s), so a reloaded
 * playlist never renames a segment it listed while the drill ran (server/media/media-drill.ts).
 */
export const endedDrillKeptMs = 60_000;

/** Told of every change of the set on this process: a start or stop here or on another process, or an end. */
export type DrillListener = () => void;

/**
 * The fault drills of this studio server (issue 31 §2), held in memory. With several processes on one
 * PostgreSQL, every process holds the same set: a start or stop here is handed to `shareWith` (the cluster
 * relay, cluster/drill-relay.ts), and drills from the other processes arrive through `merge`; `mergeDrills`
 * gives the same set whatever the order. Nothing is stored: a restart of every process ends every drill, a
 * process that restarts alone asks the others (docs/protocol/media.md "Fault drills").
 *
 * The media never reads this object: the HTTP layer passes `channelDrills` to the playlist function as an input.
 */
export class DrillBoard {
  private drills: readonly KeptDrill[] = [];
  private readonly listeners = new Set<DrillListener>();
  private timer: NodeJS.Timeout | undefined;
  /** The running drills the listeners were last told of, as JSON. */
  private told = '[]';
  /** Sends drills started or stopped here to the other processes; a no-op when alone. */
  shareWith: (drills: readonly KeptDrill[]) => void = () => {};

  constructor(private readonly clock: () => number) {}

  /** Every drill running now, in start order, as the console is told. */
  running(): readonly Drill[] {
    return runningDrills(this.drills, this.clock()).map(shownDrill);
  }

  /** Everything kept, ended drills too: what another process that asks is told. */
  kept(): readonly KeptDrill[] {
    return this.drills;
  }

  /** The playlists' input: a channel's drills, running and recently ended, as the media reads them. */
  readonly channelDrills: ChannelDrills = (channelKey) => {
    const found: MediaDrill[] = [];
    for (const drill of this.drills)
      if (drill.channel_uuid === channelKey)
        found.push({ fault: drill.fault, startedAtMs: drill.started_at, endsAtMs: drill.ends_at });
    return found;
  };

  /** Starts a drill now; a drill running on the channel ends where this one starts. */
  start(channelUuid: string, fault: DrillFault, seconds: number): Drill {
    const now = this.clock();
    const drill: KeptDrill = {
      id: randomUUID(),
      channel_uuid: channelUuid,
      fault,
      started_at: now,
      ends_at: now + seconds * 1000,
    };
    const replaced = runningDrills(this.drills, now).filter((running) => running.channel_uuid === channelUuid);
    this.apply([drill]);
    this.shareWith([drill, ...replaced.map((running) => ({ ...running, ends_at: now }))]);
    return shownDrill(drill);
  }

  /** Ends the drill running on the channel now; undefined when none runs there. */
  stop(channelUuid: string): Drill | undefined {
    const now = this.clock();
    const running = runningDrills(this.drills, now).find((drill) => drill.channel_uuid === channelUuid);
    if (!running) return undefined;
    const stopped = { ...running, ends_at: now };
    this.apply([stopped]);
    this.shareWith([stopped]);
    return shownDrill(stopped);
  }

  /** Drills another process started, stopped or keeps. */
  merge(drills: readonly KeptDrill[]): void {
    this.apply(drills);
  }

  onChange(listener: DrillListener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  close(): void {
    clearTimeout(this.timer);
    this.listeners.clear();
  }

  private apply(arriving: readonly KeptDrill[]): void {
    this.update(mergeDrills(this.drills, arriving));
  }

  /**
   * Takes the new set; listeners hear of it only when the running drills differ from what they were last told
   * (a merge from another process may change nothing; an end changes the list when the clock passes it).
   */
  private update(drills: readonly KeptDrill[]): void {
    this.drills = keptDrills(drills, this.clock(), endedDrillKeptMs);
    const running = JSON.stringify(this.running());
    if (running !== this.told) {
      this.told = running;
      for (const listener of this.listeners) listener();
    }
    this.schedule();
  }

  /** Wakes at the next end of a running drill (its listeners are told), pruning what is no longer kept. */
  private schedule(): void {
    clearTimeout(this.timer);
    const now = this.clock();
    const next = Math.min(...runningDrills(this.drills, now).map((drill) => drill.ends_at));
    if (!Number.isFinite(next)) return;
    this.timer = setTimeout(() => this.update(this.drills), Math.max(0, next - now));
    this.timer.unref();
  }
}

// One board per server, as the simulation and the health probe are (main.ts makes it).
const boards = new WeakMap<Services, DrillBoard>();

export const openDrillBoard = (services: Services): DrillBoard => {
  const board = new DrillBoard(services.clock);
  boards.set(services, board);
  return board;
};

export const drillBoardOf = (services: Services): DrillBoard | undefined => boards.get(services);
