import { ageText, cpuGauge as domainCpuGauge, isStale, type Gauge } from '../../domain/instances';

/** How old a figure is and whether it is stale (over 5 s), for the panel's age labels. */
export const figureAge = (at: number | undefined, now: number): { readonly text: string; readonly stale: boolean } => ({
  text: ageText(at, now),
  stale: isStale(at, now),
});

/** A CPU figure as the panel shows it (1 decimal, in its threshold colour): the per-core gauges draw each ahead. */
export const cpuGauge = (percent: number): Gauge => domainCpuGauge(percent);
