// The control topic's `instance` push payload (spec 1 §7.2, spec 2 §7) and the external-device commands.
import * as t from 'io-ts';
import type { ChangeRouteCommand, ChangeSettingCommand, InstanceCommand, ResetDeviceCommand } from '../../../domain/instances';
import { jsonObject, numericId, oneOf } from '../kit';

const instance = numericId;

export const InstanceCommandCodec: t.Type<InstanceCommand, unknown, unknown> = t.union([
  t.type({ type: oneOf(['restart_streamer', 'start_streamer', 'stop_streamer', 'update_streamer', 'speedtest']), instance }),
  t.type({ type: t.literal('streamer'), instance, message: t.string }),
  t.type({ type: t.literal('bitrate'), instance, name: t.string, bitrate: t.string }),
  t.type({ type: t.literal('set_default_interface'), instance, interface: t.string }),
  t.type({ type: t.literal('send_command_to_external_device'), instance, command: t.string, args: jsonObject }),
  t.type({ type: t.literal('mediamtx_add_update_pull'), instance, channel: t.string, url: t.string }),
  t.type({ type: t.literal('mediamtx_remove_pull'), instance, channel: t.string }),
  t.type({ type: t.literal('mediamtx_kick'), instance, id: t.string, stream_type: t.string }),
]);

export const ChangeRouteCodec: t.Type<ChangeRouteCommand, unknown, unknown> = t.type({ in_id: numericId, out_id: numericId });
export const ChangeSettingCodec: t.Type<ChangeSettingCommand, unknown, unknown> = t.type({ name: t.string, key: t.string, value: t.string });
export const ResetDeviceCodec: t.Type<ResetDeviceCommand, unknown, unknown> = t.type({ device: numericId });
