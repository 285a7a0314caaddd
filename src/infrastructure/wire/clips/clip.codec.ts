import * as t from 'io-ts';
import { clipStatuses, clipTypes, type Clip, type ClipDraft, type ClipMeta, type ClipQuality } from '../../../domain/clips';
import { finite, oneOf, optional } from '../kit';

export const ClipStatusCodec = oneOf(clipStatuses);

export const ClipTypeCodec = oneOf(clipTypes);

export const ClipQualityCodec: t.Type<ClipQuality, unknown, unknown> = t.partial({
  title: optional(t.string),
  name: optional(t.string),
  order_num: optional(finite),
});

export const ClipMetaCodec: t.Type<ClipMeta, unknown, unknown> = t.partial({
  title: optional(t.string),
  description: optional(t.string),
  tags: optional(t.string),
  clip_type: optional(ClipTypeCodec),
  account: optional(t.string),
  group_uuid: optional(t.string),
  highlight: optional(t.boolean),
  filesize: optional(finite),
  quality: optional(ClipQualityCodec),
});

export const ClipCodec: t.Type<Clip, unknown, unknown> = t.intersection([
  t.type({
    uuid: t.string,
    event_uuid: t.string,
    status: ClipStatusCodec,
    start_time: finite,
    end_time: finite,
    inserted_at: t.string,
    meta: ClipMetaCodec,
  }),
  t.partial({ url: optional(t.string) }),
]);

export const ClipDraftCodec: t.Type<ClipDraft, unknown, unknown> = t.intersection([
  t.type({
    event_uuid: t.string,
    start_time: finite,
    end_time: finite,
    meta: t.intersection([
      t.type({ title: t.string }),
      t.partial({ description: optional(t.string), tags: optional(t.string), clip_type: optional(ClipTypeCodec) }),
    ]),
  }),
  t.partial({ uuid: optional(t.string) }),
]);
