import type { ChannelGroupMembership } from '../../src/domain/channels';

type Json = Readonly<Record<string, unknown>>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// Keys that would reach an object's prototype instead of becoming its own fields.
const unsafeKeys = new Set(['__proto__', 'constructor', 'prototype']);

/** Objects merge key by key, recursively; anything else (lists, text, numbers) in `overlay` replaces `base`. */
export const deepMerge = (base: Json, overlay: object): Json => {
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(overlay)) {
    if (unsafeKeys.has(key) || value === undefined) continue;
    const current = merged[key];
    merged[key] = isObject(current) && isObject(value) ? deepMerge(current, value) : value;
  }
  return merged;
};

/** A configuration preset as the preview needs it. */
export interface TemplateLayer {
  readonly id: number;
  readonly weight?: number;
  readonly configuration?: Json;
}

/** A membership counts while it never expires (-1, spec 3 §9) or its expiry time (unix s) is still ahead. */
export const membershipApplies = (membership: ChannelGroupMembership, nowSeconds: number): boolean =>
  membership.expiry_time < 0 || membership.expiry_time > nowSeconds;

/**
 * The configuration preview of spec 2 §7 (get_configuration): the templates' `meta.configuration` applied in
 * ascending `meta.weight` (no weight counts as 0, equal weights by id), each over the ones before, and the
 * channel's own configuration last, so a channel always wins over its presets.
 */
export const configurationPreview = (configuration: object, templates: readonly TemplateLayer[]): Json => {
  const layers = [...templates].sort((a, b) => (a.weight ?? 0) - (b.weight ?? 0) || a.id - b.id);
  const presets = layers.reduce<Json>((preview, template) => deepMerge(preview, template.configuration ?? {}), {});
  return deepMerge(presets, configuration);
};
