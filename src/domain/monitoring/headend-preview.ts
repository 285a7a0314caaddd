import type { Setting } from '../settings';

// The headend list's previews come from a `headend_preview` setting (spec 2 §3; docs/protocol/settings.md
// "headend_preview"): the playlist address of a channel's head-end preview and the size the list shows it at.

/** What a headend_preview setting says, read defensively (setting values are free JSON). */
export interface HeadendPreview {
  readonly settingId: number;
  readonly title: string;
  /** The playlist address; `{channel}` is the channel's uuid, `{name}` its stream name (both URL-encoded). */
  readonly url: string;
  /** The player's size in the list, CSS pixels. */
  readonly width: number;
  readonly height: number;
}

export const defaultHeadendPreviewSize = { width: 320, height: 180 } as const;
const minimumSize = 80;
const maximumSize = 1280;

const size = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value)
    ? Math.min(maximumSize, Math.max(minimumSize, Math.round(value)))
    : fallback;

/** The headend_preview setting in force: the one with the lowest id that has a url; none when there is none. */
export const headendPreviewOf = (settings: Iterable<Setting>): HeadendPreview | undefined => {
  let found: HeadendPreview | undefined;
  for (const setting of settings) {
    if (setting.type !== 'headend_preview' || (found && found.settingId < setting.id)) continue;
    const value = (typeof setting.value === 'object' && setting.value !== null ? setting.value : {}) as Record<
      string,
      unknown
    >;
    if (typeof value.url !== 'string' || value.url.trim() === '') continue;
    found = {
      settingId: setting.id,
      title: setting.title ?? setting.name,
      url: value.url.trim(),
      width: size(value.width, defaultHeadendPreviewSize.width),
      height: size(value.height, defaultHeadendPreviewSize.height),
    };
  }
  return found;
};

/** The preview playlist of one channel. */
export const headendPreviewUrl = (preview: HeadendPreview, channel: { uuid: string; name?: string }): string =>
  preview.url
    .replaceAll('{channel}', encodeURIComponent(channel.uuid))
    .replaceAll('{name}', encodeURIComponent(channel.name ?? channel.uuid));
