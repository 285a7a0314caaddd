// Series records of the device plan (spec 3 §2.6, §3 'Series item', §9).

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

/** The plan chart spans today to one year ahead; `startOfToday` is the local midnight the caller computed. */
export const planWindow = (startOfToday: number): PlanWindow => {
  const end = new Date(startOfToday);
  end.setFullYear(end.getFullYear() + 1);
  return { start: startOfToday, end: end.getTime() };
};

/** Series that overlap the window, earliest first. */
export const seriesInWindow = (items: readonly SeriesItem[], window: PlanWindow): SeriesItem[] =>
  items
    .filter((item) => item.end_time * 1000 > window.start && item.start_time * 1000 < window.end)
    .sort((a, b) => a.start_time - b.start_time || a.id - b.id);

/** A zoom level kept within bounds. */
export const clampPlanZoom = (rangeMs: number): number => Math.min(planZoomMaxMs, Math.max(planZoomMinMs, rangeMs));
