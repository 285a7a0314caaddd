import * as t from 'io-ts';
import type { ClipExport, ClipExportDraft, ClipExportMeta } from '../../../domain/clips';
import { jsonObject, listOf, numericId, optional } from '../kit';
import { ClipStatusCodec } from './clip.codec';

export const ClipExportMetaCodec: t.Type<ClipExportMeta, unknown, unknown> = t.partial({
  export_configuration_id: optional(numericId),
  destination: optional(t.string),
  title: optional(t.string),
  account: optional(t.string),
  mtv_special: optional(t.boolean),
  clip: optional(t.partial({ key: optional(t.string), poster_key: optional(t.string) })),
});

export const ClipExportCodec: t.Type<ClipExport, unknown, unknown> = t.type({
  uuid: t.string,
  clip_uuids: listOf(t.string),
  event_uuid: t.string,
  status: ClipStatusCodec,
  inserted_at: t.string,
  form_data: jsonObject,
  meta: ClipExportMetaCodec,
});

export const ClipExportDraftCodec: t.Type<ClipExportDraft, unknown, unknown> = t.type({
  clip_uuids: listOf(t.string),
  event_uuid: t.string,
  form_data: jsonObject,
  meta: t.intersection([
    t.type({ export_configuration_id: numericId }),
    t.partial({ title: optional(t.string), destination: optional(t.string), mtv_special: optional(t.boolean) }),
  ]),
});
