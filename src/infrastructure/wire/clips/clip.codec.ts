import * as t from 'io-ts';
import {
  clipStatuses,
  clipTypes,
  type Clip,
  type ClipDraft,
  type ClipMeta,
  type ClipQuality,
} from '../../../domain/clips';
import { finite, oneOf, optional, shape } from '../kit';

export const ClipStatusCodec = oneOf(clipStatuses);

export const ClipTypeCodec = oneOf(clipTypes);

export const ClipQualityCodec: t.Type<ClipQuality, unknown, unknown> = shape(
  {},
  {
    title: optional(t.string),
    name: optional(t.string),
    order_num: optional(finite),
  },
);

export const ClipMetaCodec: t.Type<ClipMeta, unknown, unknown> = shape(
  {},
  {
    title: optional(t.string),
    description: optional(t.string),
    tags: optional(t.string),
    clip_type: optional(ClipTypeCodec),
    account: optional(t.string),
    group_uuid: optional(t.string),
    highlight: optional(t.boolean),
    filesize: optional(finite),
    quality: optional(ClipQualityCodec),
  },
);

export const ClipCodec: t.Type<Clip, unknown, unknown> = shape(
  {
    uuid: t.string,
    event_uuid: t.string,
    status: ClipStatusCodec,
    start_time: finite,
    end_time: finite,
    inserted_at: t.string,
    meta: ClipMetaCodec,
  },
  { url: optional(t.string) },
);

export const ClipDraftCodec: t.Type<ClipDraft, unknown, unknown> = shape(
  {
    event_uuid: t.string,
    start_time: finite,
    end_time: finite,
    meta: shape(
      { title: t.string },
      { description: optional(t.string), tags: optional(t.string), clip_type: optional(ClipTypeCodec) },
    ),
  },
  { uuid: optional(t.string) },
);
