// Channel configuration overrides (spec 2 §3 'Override', §4, §5, §9).

/** Canonical override types; the `output/…` spellings were seen on older channels too (spec 2 §3). */
export type OverrideType = 'config:output:headend' | 'config:output:srtla' | 'output/headend' | 'output/srtla';
export type OverrideKind = 'headend' | 'srtla';

export interface OverrideParams {
  readonly active: boolean;
  /** Unix seconds. */
  readonly end_time: number;
  /** Head-end override: the device to send to. */
  readonly device?: string;
  /** SRT override: latency in microseconds (see srt-latency.ts). */
  readonly latency?: number;
}

export interface Override {
  readonly type: OverrideType;
  readonly id: string;
  readonly subtype: 'active';
  readonly params: OverrideParams;
  /** Unix seconds. */
  readonly start_time: number;
  /** Hours, 1–24. */
  readonly duration: number;
  /** Unix seconds. */
  readonly end_time: number;
}

export const minOverrideHours = 1;
export const maxOverrideHours = 24;
export const defaultOverrideHours = 5;
const secondsPerHour = 3600;

export const overrideKind = (type: OverrideType): OverrideKind => (type.endsWith('srtla') ? 'srtla' : 'headend');

/** An override applies while its end_time is in the future (spec 2 §4). */
export const overrideApplies = (override: Pick<Override, 'end_time'>, nowSeconds: number): boolean =>
  override.end_time > nowSeconds;

/** Remaining time as hh:mm, rounded down to the minute; 00:00 once expired (spec 2 §4). */
export const overrideRemaining = (override: Pick<Override, 'end_time'>, nowSeconds: number): string => {
  const minutes = Math.max(0, Math.floor((override.end_time - nowSeconds) / 60));
  const pad = (value: number): string => String(value).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
};

/** Expired overrides are dropped when the editor opens (spec 2 §4). */
export const dropExpiredOverrides = <O extends Pick<Override, 'end_time'>>(
  overrides: readonly O[],
  nowSeconds: number,
): O[] => overrides.filter((override) => overrideApplies(override, nowSeconds));

/** Whether a typed duration is allowed: whole hours 1 to 24 (spec 2 §5). */
export const isValidOverrideDuration = (hours: number): boolean =>
  Number.isInteger(hours) && hours >= minOverrideHours && hours <= maxOverrideHours;

/** A duration the form can use: the default 5 when missing or invalid, else clamped to 1–24 whole hours. */
export const normaliseOverrideDuration = (hours: number | undefined): number => {
  if (hours === undefined || !Number.isFinite(hours)) return defaultOverrideHours;
  return Math.min(maxOverrideHours, Math.max(minOverrideHours, Math.round(hours)));
};

/** end = start + 3600 s × hours (spec 2 §5). */
export const overrideEndTime = (startSeconds: number, hours: number): number => startSeconds + secondsPerHour * hours;

export interface NewOverride {
  readonly kind: OverrideKind;
  readonly id: string;
  readonly active: boolean;
  readonly startSeconds: number;
  readonly hours?: number;
  readonly device?: string;
  readonly latency?: number;
}

/** Builds an override from the form; head-end overrides carry a device, SRT ones a latency. */
export const buildOverride = (input: NewOverride): Override => {
  const duration = normaliseOverrideDuration(input.hours);
  const endTime = overrideEndTime(input.startSeconds, duration);
  const extra = input.kind === 'headend' ? { device: input.device } : { latency: input.latency };
  return {
    type: input.kind === 'headend' ? 'config:output:headend' : 'config:output:srtla',
    id: input.id,
    subtype: 'active',
    params: { active: input.active, end_time: endTime, ...extra },
    start_time: input.startSeconds,
    duration,
    end_time: endTime,
  };
};
