import * as t from 'io-ts';
import type {
  EncoderModule,
  InputRouter,
  InstanceHost,
  InstanceStatus,
  NetworkMeasurement,
  NetworkMonitorModule,
  StreamerMessage,
  StreamerModule,
  StreamerOutput,
  TransportState,
} from '../../../domain/instances';
import { finite, listOf, numericId, optional, shape } from '../kit';
import { ExternalDeviceStatusCodec } from './external-device.codec';
import { MediaServerStreamCodec } from './media-server.codec';
import { SystemStatusCodec } from './system-status.codec';

const TransportStateCodec: t.Type<TransportState, unknown, unknown> = shape(
  { state: t.string },
  {
    bitrate: optional(finite),
    rtt: optional(finite),
    latency: optional(finite),
    packets_lost: optional(finite),
    connections: optional(finite),
  },
);

const InputRouterCodec: t.Type<InputRouter, unknown, unknown> = shape(
  { name: t.string, state: t.string },
  { source: optional(t.string), destination: optional(t.string), bitrate: optional(finite) },
);

const StreamerOutputCodec: t.Type<StreamerOutput, unknown, unknown> = shape(
  { name: t.string, state: t.string },
  { type: optional(t.string), url: optional(t.string), bitrate: optional(finite) },
);

const EncoderModuleCodec: t.Type<EncoderModule, unknown, unknown> = shape(
  { type: t.literal('encoder'), name: t.string, bitrate: finite },
  { codec: optional(t.string), width: optional(finite), height: optional(finite), fps: optional(finite) },
);

const NetworkMeasurementCodec: t.Type<NetworkMeasurement, unknown, unknown> = shape(
  { interface: t.string },
  { rtt: optional(finite), bandwidth: optional(finite), packet_loss: optional(finite) },
);

const NetworkMonitorModuleCodec: t.Type<NetworkMonitorModule, unknown, unknown> = shape({
  type: t.literal('network_monitor'),
  name: t.string,
  measurements: listOf(NetworkMeasurementCodec),
});

const StreamerModuleCodec: t.Type<StreamerModule, unknown, unknown> = t.union([
  EncoderModuleCodec,
  NetworkMonitorModuleCodec,
]);

const InstanceHostCodec: t.Type<InstanceHost, unknown, unknown> = shape(
  {},
  {
    hostname: optional(t.string),
    ip: optional(t.string),
    public_ip: optional(t.string),
    ssh_port: optional(numericId),
    ssh_user: optional(t.string),
    ssh_password: optional(t.string),
    vnc_port: optional(numericId),
  },
);

const StreamerMessageCodec: t.Type<StreamerMessage, unknown, unknown> = shape({ timestamp: finite, text: t.string });

/** The payload of instances:status:{id} `status`: statistics and host data side by side. */
export const InstanceStatusCodec: t.Type<InstanceStatus, unknown, unknown> = shape(
  {},
  {
    system: optional(SystemStatusCodec),
    rtmp_state: optional(TransportStateCodec),
    srt_state: optional(TransportStateCodec),
    srtla_state: optional(TransportStateCodec),
    input_routers: optional(listOf(InputRouterCodec)),
    outputs: optional(listOf(StreamerOutputCodec)),
    streamer_module: optional(listOf(StreamerModuleCodec)),
    external_device: optional(ExternalDeviceStatusCodec),
    media_server: optional(listOf(MediaServerStreamCodec)),
    host: optional(InstanceHostCodec),
    streamer_messages: optional(listOf(StreamerMessageCodec)),
  },
);
