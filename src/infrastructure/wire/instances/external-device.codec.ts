import * as t from 'io-ts';
import type { ExternalDeviceStatus, Relay, Route, RoutePort } from '../../../domain/instances';
import { listOf, numericId, oneOf, optional, recordOf } from '../kit';

const RoutePortCodec: t.Type<RoutePort, unknown, unknown> = t.type({ id: numericId, name: t.string });
const RouteCodec: t.Type<Route, unknown, unknown> = t.type({ out_id: numericId, in_id: numericId });
const RelayCodec: t.Type<Relay, unknown, unknown> = t.intersection([
  t.type({ id: numericId, state: oneOf(['on', 'off']) }),
  t.partial({ name: optional(t.string) }),
]);

export const ExternalDeviceStatusCodec: t.Type<ExternalDeviceStatus, unknown, unknown> = t.partial({
  video_input_mode: optional(t.string),
  video_output_mode: optional(t.string),
  audio_routing: optional(recordOf(t.string)),
  inputs: optional(listOf(RoutePortCodec)),
  outputs: optional(listOf(RoutePortCodec)),
  routing: optional(listOf(RouteCodec)),
  relays: optional(listOf(RelayCodec)),
});
