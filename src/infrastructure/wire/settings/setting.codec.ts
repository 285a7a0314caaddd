import * as t from 'io-ts';
import type { Filter, Setting, SettingDraft } from '../../../domain/settings';
import { itemVersion, jsonValue, numericId, optional, shape } from '../kit';

export const SettingCodec: t.Type<Setting, unknown, unknown> = shape(
  { id: numericId, name: t.string, type: t.string },
  {
    title: optional(t.string),
    value: optional(jsonValue),
    inserted_at: optional(t.string),
    updated_at: optional(t.string),
    version: itemVersion,
  },
);

export const SettingDraftCodec: t.Type<SettingDraft, unknown, unknown> = shape(
  { name: t.string, type: t.string },
  { id: optional(numericId), title: optional(t.string), value: optional(jsonValue) },
);

export const FilterCodec: t.Type<Filter, unknown, unknown> = shape(
  { id: numericId },
  {
    name: optional(t.string),
    type: optional(t.string),
    value: optional(jsonValue),
    account_id: optional(numericId),
    inserted_at: optional(t.string),
    updated_at: optional(t.string),
  },
);
