import { DateTime } from 'luxon';
import type { ServerHealth } from './server-health';

/** One line of the server health card: what it is, its value, a stable key. */
export interface HealthRow {
  readonly key: string;
  readonly label: string;
  readonly value: string;
}

const count = (value: number, noun: string): string => `${value} ${noun}${value === 1 ? '' : 's'}`;

const mebibytes = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;

/** A time of day in the display zone, 'HH:mm:ss' (the monitor's rejected frames). */
export const clockTime = (ms: number, zone: string): string => DateTime.fromMillis(ms, { zone }).toFormat('HH:mm:ss');

/** 93784000 ms → '1 d 02:03:04'; under a day 'HH:MM:SS'. */
export const formatUptime = (ms: number): string => {
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / 86_400);
  const clock = [Math.floor(total / 3600) % 24, Math.floor(total / 60) % 60, total % 60]
    .map((part) => String(part).padStart(2, '0'))
    .join(':');
  return days > 0 ? `${days} d ${clock}` : clock;
};

/** The health report as the monitor lists it, in a fixed order an operator learns to scan. */
export const healthRows = (health: ServerHealth, zone: string): readonly HealthRow[] => [
  {
    key: 'reported',
    label: 'Reported at',
    value: DateTime.fromMillis(health.at, { zone }).toFormat('dd.LL.yyyy HH:mm:ss'),
  },
  { key: 'uptime', label: 'Uptime', value: formatUptime(health.at - health.started_at) },
  {
    key: 'versions',
    label: 'Versions',
    value: `server ${health.versions.server} · protocol ${health.versions.protocol} · node ${health.versions.node}`,
  },
  {
    key: 'memory',
    label: 'Memory',
    value: `${mebibytes(health.process.rss_bytes)} resident · ${mebibytes(health.process.heap_used_bytes)} heap`,
  },
  { key: 'cpu', label: 'CPU (one core)', value: `${health.process.cpu_percent.toFixed(1)} %` },
  {
    key: 'event-loop',
    label: 'Event-loop delay',
    value: `p99 ${health.process.event_loop_p99_ms.toFixed(1)} ms · max ${health.process.event_loop_max_ms.toFixed(1)} ms`,
  },
  { key: 'load', label: 'Host load (1 min)', value: `${health.host.load_1m.toFixed(2)} on ${health.host.cores} cores` },
  {
    key: 'database',
    label: 'Database',
    value: health.database.ok ? `answers in ${(health.database.latency_ms ?? 0).toFixed(1)} ms` : 'does not answer',
  },
  {
    key: 'connections',
    label: 'Connections',
    value: `${count(health.connections.sockets, 'socket')} · ${count(health.connections.whep_sessions, 'WebRTC viewer')}`,
  },
];
