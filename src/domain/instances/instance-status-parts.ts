// Per-figure staleness of the instance statistics (issue 13): an instance sends what it has, so a frame may
// lack a part (a backpack's battery, a router that went away). The panel keeps the last value of each part
// with the time it last arrived, and shows how old it is, instead of dropping it or showing it as current.
import { unnamedPart } from '../log';
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
  const system = status.system;
  if (system)
    for (let index = 0; index < systemParts.length; index += 1)
      if (system[systemParts[index] as (typeof systemParts)[number]] !== undefined)
        parts.push(systemPartNames[index] as StatusPart);
  for (const part of topParts) if (status[part] !== undefined) parts.push(part);
  return parts;
};

// Made once: a template string per part and frame was a measurable share of folding a status (issue 19).
const systemPartNames = systemParts.map((part): StatusPart => `system.${part}`);

// A bit per part a frame may carry, for `statusPartBits`: the system's figures, `system.type`, `system` itself
// (a frame with an empty system still makes one) and each top-level part.
const systemBits = new Map<string, number>([...systemParts, 'type'].map((part, index) => [part, 1 << index]));
const topBits = new Map<string, number>(
  [...topParts, 'system'].map((part, index) => [part, 1 << (systemBits.size + index)]),
);

/**
 * The parts a status frame's raw payload (one that passed the codec) carries, as bits: a seek skips a frame once
 * later frames of the instance carried all of them, which `mergeStatus` makes exact (each part is the last one
 * that arrived). A key it does not know sets `unnamedPart`, which keeps the frame.
 */
export const statusPartBits = (payload: unknown): number => {
  if (typeof payload !== 'object' || payload === null) return unnamedPart;
  let bits = 0;
  for (const key in payload) {
    const value = (payload as Record<string, unknown>)[key];
    if (value === undefined) continue;
    bits |= topBits.get(key) ?? unnamedPart;
    if (key !== 'system') continue;
    if (typeof value !== 'object' || value === null) bits |= unnamedPart;
    else
      for (const part in value)
        if ((value as Record<string, unknown>)[part] !== undefined) bits |= systemBits.get(part) ?? unnamedPart;
  }
  return bits;
};

// Whether `next` has an own key for every key of `held` (spreading `held` under `next` then adds nothing).
const carriesAll = (next: object, held: object): boolean => {
  for (const key in held) if (!Object.prototype.hasOwnProperty.call(next, key)) return false;
  return true;
};

/** A new frame over the held status: what it carries replaces, what it lacks keeps its last value. */
export const mergeStatus = (held: InstanceStatus | undefined, next: InstanceStatus): InstanceStatus => {
  if (!held) return next;
  // A frame that carries every part the held status has (the usual frame) is the merge: no copies per frame.
  if (carriesAll(next, held) && (!held.system || !next.system || carriesAll(next.system, held.system))) return next;
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
