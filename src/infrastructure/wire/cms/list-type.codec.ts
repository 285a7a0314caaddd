import * as t from 'io-ts';
import type { ListField, ListType, ListTypeDraft, ListTypeMeta } from '../../../domain/cms';
import { itemVersion, finite, jsonObject, listOf, numericId, optional, shape } from '../kit';

export const ListFieldCodec: t.Type<ListField, unknown, unknown> = shape(
  { name: t.string, type: t.string },
  {
    title: optional(t.string),
    label: optional(t.string),
    position: optional(t.string),
    show: optional(jsonObject),
    admin_only: optional(t.boolean),
    'content-type': optional(t.string),
    content_id: optional(numericId),
    'true-text': optional(t.string),
    'false-text': optional(t.string),
    'true-icon': optional(t.string),
    'false-icon': optional(t.string),
    'table-rows': optional(finite),
  },
);

export const ListTypeMetaCodec: t.Type<ListTypeMeta, unknown, unknown> = shape(
  {},
  {
    upload_config: optional(t.union([numericId, t.string])),
    system: optional(t.boolean),
  },
);

const listTypeOptions = {
  list_fields: optional(listOf(t.string)),
  import_json: optional(t.boolean),
  meta: optional(ListTypeMetaCodec),
};

export const ListTypeCodec: t.Type<ListType, unknown, unknown> = shape(
  { id: numericId, name: t.string, fields: listOf(ListFieldCodec) },
  { ...listTypeOptions, inserted_at: optional(t.string), updated_at: optional(t.string), version: itemVersion },
);

export const ListTypeDraftCodec: t.Type<ListTypeDraft, unknown, unknown> = shape(
  { name: t.string, fields: listOf(ListFieldCodec) },
  { id: optional(numericId), ...listTypeOptions },
);
