import * as t from 'io-ts';
import type { ContentList, ContentListDraft, ContentListMeta } from '../../../domain/cms';
import { itemVersion, jsonObject, listOf, numericId, optional, shape } from '../kit';

export const ContentListMetaCodec: t.Type<ContentListMeta, unknown, unknown> = shape(
  {},
  {
    uuid: optional(t.string),
    parent_list_id: optional(numericId),
    system: optional(t.boolean),
    notifiers: optional(listOf(jsonObject)),
    notify: optional(t.boolean),
  },
);

const listOptions = {
  type: optional(t.string),
  groups: optional(listOf(t.string)),
  meta: optional(ContentListMetaCodec),
};

export const ContentListCodec: t.Type<ContentList, unknown, unknown> = shape(
  { id: numericId, name: t.string, cms_list_type_id: numericId },
  { ...listOptions, inserted_at: optional(t.string), updated_at: optional(t.string), version: itemVersion },
);

export const ContentListDraftCodec: t.Type<ContentListDraft, unknown, unknown> = shape(
  { name: t.string, cms_list_type_id: numericId },
  { id: optional(numericId), ...listOptions },
);
