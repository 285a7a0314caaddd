import os from 'node:os';
import { monitorEventLoopDelay, performance, type IntervalHistogram } from 'node:perf_hooks';
import type { ServerHealth } from '../../src/domain/developer';
import type { Services } from '../services';

/** What the probe reads from parts of the server that Services does not carry. */
export interface HealthSources {
  readonly protocol: string;
  readonly serverVersion: string;
  sockets(): number;
  whepSessions(): number;
}

/** A database that does not answer `select 1` within this is reported as down. */
const databaseTimeoutMs = 2_000;
/** Beyond these the server reports itself degraded (docs/protocol/developer.md). */
export const degradedThresholds = { databaseLatencyMs: 500, eventLoopP99Ms: 200 } as const;

const round = (value: number, digits = 1): number => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * The studio server's health (system:health): versions, uptime, the process's memory and CPU, the event loop's
 * delay since the previous report, the host's load, the database's answer time and the open connections.
 */
export class HealthProbe {
  private readonly startedAt: number;
  private readonly loop: IntervalHistogram = monitorEventLoopDelay({ resolution: 20 });
  private lastCpu = process.cpuUsage();
  private lastCpuAt = performance.now();

  constructor(
    private readonly services: Services,
    private readonly sources: HealthSources,
  ) {
    this.startedAt = services.clock();
    this.loop.enable();
  }

  async report(): Promise<ServerHealth> {
    const database = await this.pingDatabase();
    const cpu = process.cpuUsage(this.lastCpu);
    const elapsedMs = performance.now() - this.lastCpuAt;
    this.lastCpu = process.cpuUsage();
    this.lastCpuAt = performance.now();
    // The histogram counts nanoseconds; an empty one (no tick since the reset) reads as no delay.
    const p99 = this.loop.count > 0 ? this.loop.percentile(99) / 1e6 : 0;
    const max = this.loop.count > 0 ? this.loop.max / 1e6 : 0;
    this.loop.reset();
    const memory = process.memoryUsage();
    const problems = [
      ...(database.ok ? [] : ['The database did not answer.']),
      ...(database.ok && (database.latency_ms ?? 0) > degradedThresholds.databaseLatencyMs
        ? [`The database answered in ${Math.round(database.latency_ms ?? 0)} ms.`]
        : []),
      ...(p99 > degradedThresholds.eventLoopP99Ms ? [`The event loop is ${Math.round(p99)} ms late (p99).`] : []),
    ];
    return {
      status: problems.length === 0 ? 'ok' : 'degraded',
      problems,
      at: this.services.clock(),
      started_at: this.startedAt,
      versions: { protocol: this.sources.protocol, node: process.version, server: this.sources.serverVersion },
      process: {
        rss_bytes: memory.rss,
        heap_used_bytes: memory.heapUsed,
        cpu_percent: elapsedMs > 0 ? round(((cpu.user + cpu.system) / 1000 / elapsedMs) * 100) : 0,
        event_loop_p99_ms: round(p99),
        event_loop_max_ms: round(max),
      },
      host: { load_1m: round(os.loadavg()[0] ?? 0, 2), cores: os.availableParallelism() },
      database,
      connections: { sockets: this.sources.sockets(), whep_sessions: this.sources.whepSessions() },
    };
  }

  stop(): void {
    this.loop.disable();
  }

  private async pingDatabase(): Promise<ServerHealth['database']> {
    const started = performance.now();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), databaseTimeoutMs);
    });
    try {
      const answered = await Promise.race([this.services.store.db.read.query('select 1').then(() => true), timeout]);
      return answered ? { ok: true, latency_ms: round(performance.now() - started) } : { ok: false };
    } catch {
      return { ok: false };
    } finally {
      clearTimeout(timer);
    }
  }
}

// The probe belongs to one server's services, as the simulation does (main.ts makes and stops it).
const probes = new WeakMap<Services, HealthProbe>();

export const startHealthProbe = (services: Services, sources: HealthSources): HealthProbe => {
  const probe = new HealthProbe(services, sources);
  probes.set(services, probe);
  return probe;
};

export const healthProbeOf = (services: Services): HealthProbe | undefined => probes.get(services);
