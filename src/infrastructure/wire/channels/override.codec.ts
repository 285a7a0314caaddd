import * as t from 'io-ts';
import type { Override, OverrideParams } from '../../../domain/channels';
import { finite, oneOf, optional, shape } from '../kit';

export const OverrideParamsCodec: t.Type<OverrideParams, unknown, unknown> = shape(
  { active: t.boolean, end_time: finite },
  { device: optional(t.string), latency: optional(finite) },
);

export const OverrideCodec: t.Type<Override, unknown, unknown> = shape({
  type: oneOf(['config:output:headend', 'config:output:srtla', 'output/headend', 'output/srtla']),
  id: t.string,
  subtype: t.literal('active'),
  params: OverrideParamsCodec,
  start_time: finite,
  duration: finite,
  end_time: finite,
});
