import { castDraft } from 'immer';
import { defineProjection, unhandled } from '../projection';

/**
 * What the studio server says of itself on `system:health` (docs/protocol/developer.md): its status and the
 * problems behind a degraded one, versions, uptime, the process's memory, CPU and event-loop delay, the host's
 * load, the database's answer time and the connections it holds.
 */
export interface ServerHealth {
  readonly status: 'ok' | 'degraded';
  readonly problems: readonly string[];
  /** Server clock, ms. */
  readonly at: number;
  readonly started_at: number;
  readonly versions: { readonly protocol: string; readonly node: string; readonly server: string };
  readonly process: {
    readonly rss_bytes: number;
    readonly heap_used_bytes: number;
    /** Share of one core since the previous report, percent. */
    readonly cpu_percent: number;
    readonly event_loop_p99_ms: number;
    readonly event_loop_max_ms: number;
  };
  readonly host: { readonly load_1m: number; readonly cores: number };
  readonly database: { readonly ok: boolean; readonly latency_ms?: number };
  readonly connections: { readonly sockets: number; readonly whep_sessions: number };
}

/** system:health `health`: the server's report, every few seconds while the monitor is open. */
export interface ServerHealthReported {
  readonly type: 'ServerHealthReported';
  readonly health: ServerHealth;
  readonly at: number;
}

export type DeveloperEvent = ServerHealthReported;

export interface ServerHealthState {
  readonly latest?: ServerHealth;
  /** Client time the latest report arrived, ms: its age says whether it still holds. */
  readonly receivedAt?: number;
}

export const initialServerHealthState: ServerHealthState = {};

export const serverHealthProjection = defineProjection<ServerHealthState, DeveloperEvent>({
  name: 'serverHealth',
  initial: initialServerHealthState,
  handles: { ServerHealthReported: true },
  apply(draft, event) {
    switch (event.type) {
      case 'ServerHealthReported':
        draft.latest = castDraft(event.health);
        draft.receivedAt = event.at;
        return;
      default:
        unhandled(event.type);
    }
  },
});

/** The server reports every 5 s; three missed reports make the figures stale (the monitor greys them). */
export const healthReportEveryMs = 5_000;
export const healthStaleAfterMs = 3 * healthReportEveryMs;

export const isHealthStale = (state: ServerHealthState, nowMs: number): boolean =>
  state.receivedAt === undefined || nowMs - state.receivedAt > healthStaleAfterMs;
