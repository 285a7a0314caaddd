import * as t from 'io-ts';
import {
  instanceTypes,
  type Instance,
  type InstanceInput,
  type InstanceLive,
  type InstanceMeta,
  type StreamerUpdateInfo,
} from '../../../domain/instances';
import { itemVersion, finite, jsonObject, listOf, numericId, oneOf, optional, shape } from '../kit';

export const StreamerUpdateInfoCodec: t.Type<StreamerUpdateInfo, unknown, unknown> = shape({
  timestamp: finite,
  status: t.string,
  messages: listOf(t.string),
});

const DeviceConfigCodec: t.Type<{ readonly type?: string } & Readonly<Record<string, unknown>>, unknown, unknown> =
  t.intersection([jsonObject, shape({}, { type: optional(t.string) })]);

export const InstanceMetaCodec: t.Type<InstanceMeta, unknown, unknown> = shape(
  {},
  {
    ip: optional(t.string),
    primary_ip: optional(t.string),
    channel: optional(t.string),
    events: optional(listOf(t.string)),
    http_port: optional(numericId),
    https_port: optional(numericId),
    transcoder: optional(t.boolean),
    preview: optional(t.string),
    preview_config: optional(jsonObject),
    is_developer: optional(t.boolean),
    version: optional(t.string),
    type: optional(t.string),
    device_config: optional(DeviceConfigCodec),
    relay_names: optional(listOf(t.string)),
  },
);

export const StreamerStateCodec = oneOf(['running', 'stopped']);

const requiredProps = {
  title: t.string,
  type: oneOf(instanceTypes),
  token: t.string,
  meta: InstanceMetaCodec,
};

const optionalProps = {
  state: optional(oneOf(['active', 'archived'])),
  streamer_state: optional(StreamerStateCodec),
  streamer_version: optional(t.string),
  streamer_update_info: optional(StreamerUpdateInfoCodec),
};

export const InstanceCodec: t.Type<Instance, unknown, unknown> = t.intersection([
  shape({ id: numericId, ...requiredProps }, { version: itemVersion }),
  t.partial(optionalProps),
]);

export const InstanceInputCodec: t.Type<InstanceInput, unknown, unknown> = t.intersection([
  t.type(requiredProps),
  shape({}, { id: optional(numericId), ...optionalProps }),
]);

export const InstanceLiveCodec: t.Type<InstanceLive, unknown, unknown> = shape(
  { online: t.boolean },
  {
    streamer_state: optional(StreamerStateCodec),
    streamer_version: optional(t.string),
    streamer_update_info: optional(StreamerUpdateInfoCodec),
    last_seen: optional(finite),
  },
);
