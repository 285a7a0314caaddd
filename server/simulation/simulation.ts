import type { InstanceStatus } from '../../src/domain/instances';
import { instanceSecretsView, instanceStatusFor } from '../auth/secrets';
import { WatchedElsewhere } from './watched-elsewhere';
import type { Services } from '../services';
import { ClipPipeline } from './clip-pipeline';
import { ClipSettingsFeed } from './clip-settings-feed';
import { ConnectionModel } from './connections';
import { controlScope, type InstanceChannels } from './control-scope';
import { ExportPipeline } from './export-pipeline';
import { instancesLive, isOnline } from './instance-live';
import { loadSavedDevices } from './device-persistence';
import { InstanceStatsModel } from './instance-stats';
import { JobQueue } from './jobs';
import { MaintenanceWatch } from './maintenance-watch';
import { MediaconnectModel } from './mediaconnects';
import { PresetModel } from './presets';
import type { Random } from './random';
import type { SimulationParts } from './simulation-parts';
import { Watched } from './watched';
import { WorldReader, type World } from './world';

export const controlTopic = 'control';
export const instanceStatusTopicOf = (id: number): string => `instances:status:${id}`;

/** One instance's status to this process's subscribers, one frame per view (the SSH password for administrators). */
export const broadcastInstanceStatus = (services: Services, id: number, status: InstanceStatus): void =>
  services.pubsub.broadcastViews(instanceStatusTopicOf(id), 'status', instanceSecretsView, (actor) =>
    instanceStatusFor(actor, status),
  );

export interface SimulationOptions {
  /** The loop's period; one tick a second is what the control topic promises. */
  readonly periodMs?: number;
  readonly random?: Random;
}

export interface ControlSnapshot {
  readonly channels: Record<string, unknown>;
  readonly instances: Record<string, unknown>;
  readonly mediaconnects: Record<string, unknown>;
  readonly timestamp: { readonly timestamp: number };
}

/**
 * The live studio: one clock-driven loop (docs/protocol/control.md "Studio server"). Each tick runs the jobs
 * that are due, then broadcasts the control snapshot, the status of every watched instance and changed clip
 * settings. Tests pause the loop and call `tick(now)` with the time they want.
 */
export class Simulation implements SimulationParts, InstanceChannels {
  readonly world: WorldReader;
  readonly jobs = new JobQueue();
  readonly stats = new InstanceStatsModel();
  readonly presets = new PresetModel();
  readonly connections: ConnectionModel;
  readonly mediaconnects: MediaconnectModel;
  readonly clips: ClipPipeline;
  readonly exports: ExportPipeline;
  readonly clipSettings: ClipSettingsFeed;
  readonly maintenance: MaintenanceWatch;
  /** Instance ids whose status topic somebody joined. */
  readonly watchedInstances = new Watched<number>();
  /** The same on the other processes of a cluster (server/cluster/relays.ts keeps it). */
  readonly watchedElsewhere: WatchedElsewhere<number>;
  /** Events whose clip settings topic is joined on the other processes of a cluster. */
  readonly clipEventsElsewhere: WatchedElsewhere<string>;
  private readonly periodMs: number;
  private readonly startedSeconds: number;
  private latestTick = Number.NEGATIVE_INFINITY;
  private lastControl: ControlSnapshot | undefined;
  /** Instance id → meta.channel as of the latest world read (the control topic's crew scope reads it). */
  private instanceChannels: ReadonlyMap<number, string | undefined> = new Map();
  private timer: ReturnType<typeof setInterval> | undefined;
  private paused = false;
  private running: Promise<void> | undefined;
  private loaded: Promise<void> | undefined;

  constructor(
    readonly services: Services,
    options: SimulationOptions = {},
  ) {
    this.periodMs = options.periodMs ?? 1000;
    this.world = new WorldReader(services.store);
    this.connections = new ConnectionModel(options.random ?? Math.random);
    this.mediaconnects = new MediaconnectModel(services.store);
    this.clips = new ClipPipeline(services, this.jobs);
    this.exports = new ExportPipeline(services, this.jobs);
    this.clipEventsElsewhere = new WatchedElsewhere(services.clock);
    this.clipSettings = new ClipSettingsFeed(services, () => this.clipEventsElsewhere.ids());
    this.maintenance = new MaintenanceWatch(services);
    this.watchedElsewhere = new WatchedElsewhere<number>(services.clock);
    this.startedSeconds = Math.floor(services.clock() / 1000);
    services.pubsub.scope(controlTopic, controlScope(this));
  }

  /**
   * The channel an instance serves. On a process of a cluster that does not simulate this stays empty, so crew
   * there see no instances (never more than their share).
   */
  channelOfInstance(id: number): string | undefined {
    return this.instanceChannels.get(id);
  }

  now(): number {
    return Math.max(this.services.clock(), this.latestTick);
  }

  /** Loads what survives restarts (flow statuses, interrupted clip and export jobs), then ticks every period. */
  start(): void {
    void this.ready();
    this.timer ??= setInterval(() => {
      if (!this.paused && !this.running) void this.tick();
    }, this.periodMs);
    this.timer.unref?.();
  }

  ready(): Promise<void> {
    this.loaded ??= (async () => {
      const now = this.services.clock();
      await this.mediaconnects.load();
      this.stats.restoreDevices(await loadSavedDevices(this.services));
      await this.clips.resume(now);
      await this.exports.resume(now);
    })().catch((error: unknown) => this.services.log.error('Simulation start failed', error));
    return this.loaded;
  }

  /** Stops the timer (tests then drive `tick`); the jobs stay queued. */
  pause(): void {
    this.paused = true;
  }

  resume(): void {
    this.paused = false;
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    this.paused = true;
    await this.running;
    await this.loaded;
  }

  /** One second of the studio at `now` (ms). Overlapping calls wait for each other. */
  async tick(now = this.services.clock()): Promise<void> {
    while (this.running) await this.running;
    this.running = this.step(now).finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  /** The control snapshot a newly joined console gets at once (the latest broadcast, or a fresh one). */
  async control(): Promise<ControlSnapshot> {
    if (this.lastControl) return this.lastControl;
    const now = this.now();
    return this.snapshot(await this.world.read(now), now);
  }

  /**
   * A control frame the simulating process of a cluster broadcast: a process that does not simulate answers a
   * control join with the latest of them, as the simulating one does.
   */
  adoptControl(event: keyof ControlSnapshot, payload: unknown): void {
    if (this.timer) return;
    const empty = { channels: {}, instances: {}, mediaconnects: {}, timestamp: { timestamp: 0 } };
    this.lastControl = { ...(this.lastControl ?? empty), [event]: payload } as ControlSnapshot;
  }

  private async step(now: number): Promise<void> {
    this.latestTick = Math.max(this.latestTick, now);
    await this.ready();
    for (const job of this.jobs.takeDue(now)) {
      try {
        await job.run(now);
      } catch (error) {
        this.services.log.error(`Simulation job ${job.key ?? ''} failed`, error);
      }
    }
    try {
      await this.maintenance.check(now);
      const world = await this.world.read(now);
      this.broadcastControl(world, now);
      this.broadcastStatuses(world);
      await this.clipSettings.step(now);
    } catch (error) {
      this.services.log.error('Simulation tick failed', error);
    }
  }

  private snapshot(world: World, now: number): ControlSnapshot {
    const seconds = Math.floor(now / 1000);
    this.instanceChannels = new Map([...world.instancesById].map(([id, facts]) => [id, facts.channel]));
    this.lastControl = {
      channels: this.connections.step(world, now),
      instances: instancesLive(world, seconds, this.startedSeconds),
      mediaconnects: this.mediaconnects.snapshot(world),
      timestamp: { timestamp: seconds },
    };
    return this.lastControl;
  }

  private broadcastControl(world: World, now: number): void {
    const snapshot = this.snapshot(world, now);
    if (this.services.pubsub.subscriberCount(controlTopic) === 0 && !this.services.cluster.shared) return;
    for (const event of ['channels', 'instances', 'mediaconnects', 'timestamp'] as const)
      this.services.pubsub.broadcast(controlTopic, event, snapshot[event]);
  }

  private broadcastStatuses(world: World): void {
    for (const id of new Set([...this.watchedInstances.keys(), ...this.watchedElsewhere.ids()])) {
      const facts = world.instancesById.get(id);
      if (!facts) continue;
      const status = this.stats.step(facts, world, isOnline(world, facts));
      if (status) {
        broadcastInstanceStatus(this.services, id, status);
        this.services.cluster.publish('instance-status', { id, status });
      }
    }
  }
}
