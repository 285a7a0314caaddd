// The control topic's `instance` push payload (spec 1 §7.2, spec 2 §7) and the external-device commands.
import * as t from 'io-ts';
import type {
  ChangeRouteCommand,
  ChangeSettingCommand,
  InstanceCommand,
  ResetDeviceCommand,
} from '../../../domain/instances';
import { jsonObject, numericId, oneOf, shape } from '../kit';

const instance = numericId;

export const InstanceCommandCodec: t.Type<InstanceCommand, unknown, unknown> = t.union([
  shape({
    type: oneOf(['restart_streamer', 'start_streamer', 'stop_streamer', 'update_streamer', 'speedtest']),
    instance,
  }),
  shape({ type: t.literal('streamer'), instance, message: t.string }),
  shape({ type: t.literal('bitrate'), instance, name: t.string, bitrate: t.string }),
  shape({ type: t.literal('set_default_interface'), instance, interface: t.string }),
  shape({ type: t.literal('send_command_to_external_device'), instance, command: t.string, args: jsonObject }),
  shape({ type: t.literal('mediamtx_add_update_pull'), instance, channel: t.string, url: t.string }),
  shape({ type: t.literal('mediamtx_remove_pull'), instance, channel: t.string }),
  shape({ type: t.literal('mediamtx_kick'), instance, id: t.string, stream_type: t.string }),
]);

export const ChangeRouteCodec: t.Type<ChangeRouteCommand, unknown, unknown> = shape({
  in_id: numericId,
  out_id: numericId,
});
export const ChangeSettingCodec: t.Type<ChangeSettingCommand, unknown, unknown> = shape({
  name: t.string,
  key: t.string,
  value: t.string,
});
export const ResetDeviceCodec: t.Type<ResetDeviceCommand, unknown, unknown> = shape({ device: numericId });
