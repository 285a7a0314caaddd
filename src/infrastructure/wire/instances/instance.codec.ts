import * as t from 'io-ts';
import {
  instanceTypes, type Instance, type InstanceInput, type InstanceLive, type InstanceMeta, type StreamerUpdateInfo,
} from '../../../domain/instances';
import { finite, jsonObject, listOf, numericId, oneOf, optional } from '../kit';

export const StreamerUpdateInfoCodec: t.Type<StreamerUpdateInfo, unknown, unknown> = t.type({
  timestamp: finite,
  status: t.string,
  messages: listOf(t.string),
});

const DeviceConfigCodec: t.Type<{ readonly type?: string } & Readonly<Record<string, unknown>>, unknown, unknown> = t.intersection([
  jsonObject,
  t.partial({ type: optional(t.string) }),
]);

export const InstanceMetaCodec: t.Type<InstanceMeta, unknown, unknown> = t.partial({
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
});

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
  t.type({ id: numericId, ...requiredProps }),
  t.partial(optionalProps),
]);

export const InstanceInputCodec: t.Type<InstanceInput, unknown, unknown> = t.intersection([
  t.type(requiredProps),
  t.partial({ id: optional(numericId), ...optionalProps }),
]);

export const InstanceLiveCodec: t.Type<InstanceLive, unknown, unknown> = t.intersection([
  t.type({ online: t.boolean }),
  t.partial({
    streamer_state: optional(StreamerStateCodec),
    streamer_version: optional(t.string),
    streamer_update_info: optional(StreamerUpdateInfoCodec),
    last_seen: optional(finite),
  }),
]);
