import * as t from 'io-ts';
import type { ClipExport, ClipExportDraft, ClipExportMeta } from '../../../domain/clips';
import { jsonObject, listOf, numericId, optional, shape } from '../kit';
import { ClipStatusCodec } from './clip.codec';

export const ClipExportMetaCodec: t.Type<ClipExportMeta, unknown, unknown> = shape(
  {},
  {
    export_configuration_id: optional(numericId),
    destination: optional(t.string),
    title: optional(t.string),
    account: optional(t.string),
    mtv_special: optional(t.boolean),
    clip: optional(shape({}, { key: optional(t.string), poster_key: optional(t.string) })),
  },
);

export const ClipExportCodec: t.Type<ClipExport, unknown, unknown> = shape({
  uuid: t.string,
  clip_uuids: listOf(t.string),
  event_uuid: t.string,
  status: ClipStatusCodec,
  inserted_at: t.string,
  form_data: jsonObject,
  meta: ClipExportMetaCodec,
});

export const ClipExportDraftCodec: t.Type<ClipExportDraft, unknown, unknown> = shape({
  clip_uuids: listOf(t.string),
  event_uuid: t.string,
  form_data: jsonObject,
  meta: shape(
    { export_configuration_id: numericId },
    { title: optional(t.string), destination: optional(t.string), mtv_special: optional(t.boolean) },
  ),
});
