// Series records of the device plan (spec 3 §2.6, §3 'Series item', §9).
import { DateTime } from 'luxon';

export interface SeriesItem {
  readonly id: number;
  readonly name: string;
  /** Unix seconds. */
  readonly start_time: number;
  readonly end_time: number;
}

/** Timeline zoom bounds and step (spec 3 §9). */
export const planZoomMinMs = 1e8;
export const planZoomMaxMs = 16e10;
export const planZoomStep = 0.4;

export interface PlanWindow {
  /** ms */
  readonly start: number;
  readonly end: number;
}

/**
 * The plan chart spans today to one year ahead (spec 3 §9): from midnight of `nowMs`'s day in the display zone
 * (as every other console time; the browser's own zone would start "today" elsewhere) to the same midnight a year on.
 */
export const planWindow = (nowMs: number, zone: string): PlanWindow => {
  const start = DateTime.fromMillis(nowMs, { zone }).startOf('day');
  const from = start.isValid ? start : DateTime.fromMillis(nowMs, { zone: 'UTC' }).startOf('day');
  return { start: from.toMillis(), end: from.plus({ years: 1 }).toMillis() };
};

/** Series that overlap the window, earliest first. */
export const seriesInWindow = (items: readonly SeriesItem[], window: PlanWindow): SeriesItem[] =>
  items
    .filter((item) => item.end_time * 1000 > window.start && item.start_time * 1000 < window.end)
    .sort((a, b) => a.start_time - b.start_time || a.id - b.id);

/** A zoom level kept within bounds. */
export const clampPlanZoom = (rangeMs: number): number => Math.min(planZoomMaxMs, Math.max(planZoomMinMs, rangeMs));
