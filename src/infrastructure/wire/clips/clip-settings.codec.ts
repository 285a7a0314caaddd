import * as t from 'io-ts';
import type { ClipSettings } from '../../../domain/clips';
import { optional, shape } from '../kit';

export const ClipSettingsCodec: t.Type<ClipSettings, unknown, unknown> = shape(
  {},
  {
    preview_playlist_url: optional(t.string),
    live_playlist_url: optional(t.string),
  },
);
