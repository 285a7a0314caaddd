// Numbers shown on the instance statistics panel (spec 1 §2.7, §9).
import type { DiskStatus, MemoryStatus } from './instance-status';

/** Load with 2 decimals. */
export const formatLoad = (load: number): string => load.toFixed(2);
/** CPU with 1 decimal. */
export const formatCpu = (percent: number): string => percent.toFixed(1);

export interface CpuSummary {
  readonly average: number;
  readonly max: number;
}

/** CPU per core, summarised as average and max; undefined without cores. */
export const cpuSummary = (cores: readonly number[] | undefined): CpuSummary | undefined => {
  if (!cores || cores.length === 0) return undefined;
  let sum = 0;
  let max = -Infinity;
  for (const value of cores) {
    sum += value;
    max = Math.max(max, value);
  }
  return { average: sum / cores.length, max };
};

const percentOf = (used: number, total: number): number => (total > 0 ? (used / total) * 100 : 0);

export const memoryPercent = (memory: MemoryStatus): number => percentOf(memory.used, memory.total);
export const diskPercent = (disk: DiskStatus): number => percentOf(disk.used, disk.total);
