import * as t from 'io-ts';
import type { ListData, ListDataDraft } from '../../../domain/cms';
import { jsonObject, numericId, optional } from '../kit';
import { ArchiveStateCodec } from '../groups';

export const ListDataCodec: t.Type<ListData, unknown, unknown> = t.intersection([
  t.type({ id: numericId, cms_list_id: numericId, state: ArchiveStateCodec, data: jsonObject }),
  t.partial({ inserted_at: optional(t.string), updated_at: optional(t.string) }),
]);

export const ListDataDraftCodec: t.Type<ListDataDraft, unknown, unknown> = t.intersection([
  t.type({ cms_list_id: numericId, state: ArchiveStateCodec, data: jsonObject }),
  t.partial({ id: optional(numericId) }),
]);
