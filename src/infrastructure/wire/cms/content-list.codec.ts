import * as t from 'io-ts';
import type { ContentList, ContentListDraft, ContentListMeta } from '../../../domain/cms';
import { jsonObject, listOf, numericId, optional } from '../kit';

export const ContentListMetaCodec: t.Type<ContentListMeta, unknown, unknown> = t.partial({
  uuid: optional(t.string),
  parent_list_id: optional(numericId),
  system: optional(t.boolean),
  notifiers: optional(listOf(jsonObject)),
  notify: optional(t.boolean),
});

const listOptions = {
  type: optional(t.string),
  groups: optional(listOf(t.string)),
  meta: optional(ContentListMetaCodec),
};

export const ContentListCodec: t.Type<ContentList, unknown, unknown> = t.intersection([
  t.type({ id: numericId, name: t.string, cms_list_type_id: numericId }),
  t.partial({ ...listOptions, inserted_at: optional(t.string), updated_at: optional(t.string) }),
]);

export const ContentListDraftCodec: t.Type<ContentListDraft, unknown, unknown> = t.intersection([
  t.type({ name: t.string, cms_list_type_id: numericId }),
  t.partial({ id: optional(numericId), ...listOptions }),
]);
