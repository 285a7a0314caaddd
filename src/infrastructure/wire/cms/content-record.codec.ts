import * as t from 'io-ts';
import type { ContentRecord, ReleaseRecord, SeriesItem } from '../../../domain/cms';
import { finite, jsonObject, listOf, numericId, optional, shape } from '../kit';

/** Any flat record with an id, as content_list/{id} answers (spec 3 §7). */
export const ContentRecordCodec: t.Type<ContentRecord, unknown, unknown> = t.intersection([
  jsonObject,
  shape({ id: numericId }),
]);

export const ReleaseRecordCodec: t.Type<ReleaseRecord, unknown, unknown> = shape(
  { id: numericId, version: t.string, status: t.string },
  {
    key: optional(t.string),
    updated_at: optional(t.string),
    unit_ids: optional(listOf(t.union([t.string, finite]))),
    os_version: optional(t.string),
  },
);

export const SeriesItemCodec: t.Type<SeriesItem, unknown, unknown> = shape({
  id: numericId,
  name: t.string,
  start_time: finite,
  end_time: finite,
});
