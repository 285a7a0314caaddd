// Per-figure staleness of the instance statistics (issue 13): an instance sends what it has, so a frame may
// lack a part (a backpack's battery, a router that went away). The panel keeps the last value of each part
// with the time it last arrived, and shows how old it is, instead of dropping it or showing it as current.
import type { InstanceStatus, SystemStatus } from './instance-status';

/** The parts of a status frame whose age the panel shows: the system's figures and each top-level part. */
export type StatusPart = `system.${Exclude<keyof SystemStatus, 'type'>}` | Exclude<keyof InstanceStatus, 'system'>;

const systemParts = ['load', 'cpu', 'memory', 'disks', 'battery', 'temperature', 'network', 'process_info'] as const;
const topParts = [
  'rtmp_state',
  'srt_state',
  'srtla_state',
  'input_routers',
  'outputs',
  'streamer_module',
  'external_device',
  'media_server',
  'host',
] as const;

/** The parts a frame carries. */
export const statusPartsOf = (status: InstanceStatus): StatusPart[] => {
  const parts: StatusPart[] = [];
  for (const part of systemParts) if (status.system?.[part] !== undefined) parts.push(`system.${part}`);
  for (const part of topParts) if (status[part] !== undefined) parts.push(part);
  return parts;
};

/** A new frame over the held status: what it carries replaces, what it lacks keeps its last value. */
export const mergeStatus = (held: InstanceStatus | undefined, next: InstanceStatus): InstanceStatus => {
  if (!held) return next;
  // Frozen like the payloads they are made of, so the store's immer stops at them instead of walking a whole
  // status looking for drafts at every fold (root-state.ts "sealPayloads").
  const system = held.system && next.system ? Object.freeze({ ...held.system, ...next.system }) : undefined;
  return Object.freeze(system ? { ...held, ...next, system } : { ...held, ...next });
};

/** A figure is stale when it missed this long: five frames of a status sent once a second. */
export const statusStaleAfterMs = 5000;

export const isStale = (arrivedAt: number | undefined, now: number): boolean =>
  arrivedAt === undefined || now - arrivedAt > statusStaleAfterMs;

/** How old a figure is, as the panel says it: 'now' within 2 s, then seconds, minutes, hours. */
export const ageText = (arrivedAt: number | undefined, now: number): string => {
  if (arrivedAt === undefined) return 'never';
  const seconds = Math.max(0, Math.floor((now - arrivedAt) / 1000));
  if (seconds < 2) return 'now';
  if (seconds < 60) return `${seconds} s ago`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ago`;
  return `${Math.floor(minutes / 60)} h ago`;
};
