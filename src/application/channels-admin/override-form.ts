import {
  buildOverride,
  defaultOverrideHours,
  defaultSrtLatency,
  isValidOverrideDuration,
  maxOverrideHours,
  minOverrideHours,
  overrideKind,
  overrideRemaining,
  srtLatencyChoices,
  type OverrideKind,
} from '../../domain/channels';
import type { ChannelForm } from './channel-form';

/** What the "add override" row holds before it is added (spec 2 §3 Override, §9). */
export interface OverrideDraft {
  readonly kind: OverrideKind;
  readonly active: boolean;
  /** Head-end override: the device to send to. */
  readonly device: string;
  /** SRT override: microseconds, one of srtLatencyChoices. */
  readonly latency: number;
  /** Whole hours as typed, 1 to 24. */
  readonly hours: string;
}

export const blankOverrideDraft = (kind: OverrideKind = 'srtla'): OverrideDraft => ({
  kind,
  active: true,
  device: '',
  latency: defaultSrtLatency,
  hours: String(defaultOverrideHours),
});

/** The override rules the view shows, through application (views import domain types only). */
export const overrideChoices = {
  latencies: srtLatencyChoices,
  minHours: minOverrideHours,
  maxHours: maxOverrideHours,
  kindOf: overrideKind,
  remaining: overrideRemaining,
} as const;

export type OverridePlan =
  { readonly kind: 'add'; readonly form: ChannelForm } | { readonly kind: 'refused'; readonly message: string };

/**
 * Adds the drafted override starting now: end = start + 3600 s × hours (spec 2 §5). An override targets the
 * outputs of its kind (docs/protocol/channels.md), so a new one replaces an older one of the same kind.
 */
export const addOverride = (form: ChannelForm, draft: OverrideDraft, nowSeconds: number): OverridePlan => {
  const hours = Number(draft.hours.trim());
  if (!isValidOverrideDuration(hours))
    return {
      kind: 'refused',
      message: `Duration must be whole hours from ${minOverrideHours} to ${maxOverrideHours}.`,
    };
  if (draft.kind === 'headend' && draft.device.trim() === '')
    return { kind: 'refused', message: 'A head-end override needs a device.' };
  const override = buildOverride({
    kind: draft.kind,
    id: draft.kind,
    active: draft.active,
    startSeconds: nowSeconds,
    hours,
    ...(draft.kind === 'headend' ? { device: draft.device.trim() } : { latency: draft.latency }),
  });
  const others = form.overrides.filter((existing) => overrideKind(existing.type) !== draft.kind);
  return { kind: 'add', form: { ...form, overrides: [...others, override] } };
};

export const removeOverride = (form: ChannelForm, index: number): ChannelForm => ({
  ...form,
  overrides: form.overrides.filter((_, at) => at !== index),
});
