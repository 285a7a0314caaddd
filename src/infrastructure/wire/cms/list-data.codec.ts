import * as t from 'io-ts';
import type { ListData, ListDataDraft } from '../../../domain/cms';
import { itemVersion, jsonObject, numericId, optional, shape } from '../kit';
import { ArchiveStateCodec } from '../groups';

export const ListDataCodec: t.Type<ListData, unknown, unknown> = shape(
  { id: numericId, cms_list_id: numericId, state: ArchiveStateCodec, data: jsonObject },
  { inserted_at: optional(t.string), updated_at: optional(t.string), version: itemVersion },
);

export const ListDataDraftCodec: t.Type<ListDataDraft, unknown, unknown> = shape(
  { cms_list_id: numericId, state: ArchiveStateCodec, data: jsonObject },
  { id: optional(numericId) },
);
