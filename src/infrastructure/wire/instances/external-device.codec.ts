import * as t from 'io-ts';
import type { DeviceCommandRecord, ExternalDeviceStatus, Relay, Route, RoutePort } from '../../../domain/instances';
import { finite, jsonObject, listOf, numericId, oneOf, optional, recordOf, shape } from '../kit';

const RoutePortCodec: t.Type<RoutePort, unknown, unknown> = shape({ id: numericId, name: t.string });
const RouteCodec: t.Type<Route, unknown, unknown> = shape({ out_id: numericId, in_id: numericId });
const RelayCodec: t.Type<Relay, unknown, unknown> = shape(
  { id: numericId, state: oneOf(['on', 'off']) },
  { name: optional(t.string) },
);

const DeviceCommandRecordCodec: t.Type<DeviceCommandRecord, unknown, unknown> = shape({
  command: t.string,
  args: jsonObject,
  timestamp: finite,
  outcome: oneOf(['ok', 'refused']),
  message: t.string,
});

export const ExternalDeviceStatusCodec: t.Type<ExternalDeviceStatus, unknown, unknown> = shape(
  {},
  {
    video_input_mode: optional(t.string),
    video_output_mode: optional(t.string),
    audio_routing: optional(recordOf(t.string)),
    inputs: optional(listOf(RoutePortCodec)),
    outputs: optional(listOf(RoutePortCodec)),
    routing: optional(listOf(RouteCodec)),
    relays: optional(listOf(RelayCodec)),
    last_command: optional(DeviceCommandRecordCodec),
  },
);
