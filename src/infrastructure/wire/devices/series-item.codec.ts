// Series records of the plan arrive from the content-list HTTP call; this decodes one record.
import * as t from 'io-ts';
import type { SeriesItem } from '../../../domain/devices';
import { finite, numericId, shape } from '../kit';

export const SeriesItemCodec: t.Type<SeriesItem, unknown, unknown> = shape({
  id: numericId,
  name: t.string,
  start_time: finite,
  end_time: finite,
});
