import * as t from 'io-ts';
import type {
  Channel,
  ChannelConfiguration,
  ChannelInput,
  ChannelMeta,
  ChannelNotifier,
  ChannelOutput,
  StreamerConfig,
  StreamerConfiguration,
  WebrtcOutput,
} from '../../../domain/channels';
import { itemVersion, finite, jsonObject, listOf, numericId, oneOf, optional, shape } from '../kit';
import { OverrideCodec } from './override.codec';
import { UuidCodec } from './uuid.codec';

export const ChannelOutputCodec: t.Type<ChannelOutput, unknown, unknown> = shape(
  { type: t.string, active: t.boolean },
  { streamid: optional(t.string) },
);

const WebrtcOutputCodec: t.Type<WebrtcOutput, unknown, unknown> = shape(
  { name: t.string, webrtc_name: t.string },
  { title: optional(t.string) },
);

const StreamerConfigCodec: t.Type<StreamerConfig, unknown, unknown> = shape(
  {},
  {
    proxy_port: optional(numericId),
    https_port: optional(numericId),
    webrtc_outputs: optional(listOf(WebrtcOutputCodec)),
  },
);

const StreamerConfigurationCodec: t.Type<StreamerConfiguration, unknown, unknown> = shape(
  {},
  {
    path: optional(t.string),
    config_file: optional(t.string),
    params: optional(t.string),
    width: optional(finite),
    height: optional(finite),
    fps: optional(finite),
    interlaced: optional(t.boolean),
    active: optional(t.boolean),
    config: optional(StreamerConfigCodec),
  },
);

export const ChannelConfigurationCodec: t.Type<ChannelConfiguration, unknown, unknown> = shape(
  {},
  {
    streamer: optional(StreamerConfigurationCodec),
    input: optional(jsonObject),
    output: optional(
      shape({}, { outputs: optional(listOf(ChannelOutputCodec)), qualities: optional(listOf(jsonObject)) }),
    ),
  },
);

const ChannelNotifierCodec: t.Type<ChannelNotifier, unknown, unknown> = shape({
  id: numericId,
  name: t.string,
  form_data: jsonObject,
});

export const ChannelMetaCodec: t.Type<ChannelMeta, unknown, unknown> = shape(
  {},
  {
    description: optional(t.string),
    play_url: optional(t.string),
    monitor_url: optional(t.string),
    page_url: optional(t.string),
    pull_url: optional(t.string),
    billing_customer: optional(numericId),
    billing_contract: optional(numericId),
    system_channel: optional(t.boolean),
    company_domain: optional(t.string),
    is_admin_channel: optional(t.boolean),
    overrides: optional(t.boolean),
    event_form: optional(t.string),
    automatic_transcoder: optional(t.boolean),
    use_mediaconnect: optional(t.boolean),
    mediaconnect_arns: optional(t.string),
    transcoder_size: optional(t.string),
    transcoder_config: optional(t.string),
    transcoder_tag: optional(t.string),
    use_pull: optional(t.boolean),
    notifiers: optional(listOf(ChannelNotifierCodec)),
  },
);

const requiredProps = {
  name: t.string,
  title: t.string,
  type: oneOf(['input', 'output']),
  state: oneOf(['active', 'archived']),
  meta: ChannelMetaCodec,
};

const optionalProps = {
  transcoder: optional(t.boolean),
  configuration: optional(ChannelConfigurationCodec),
  configuration_overrides: optional(listOf(OverrideCodec)),
  headend_instance: optional(numericId),
};

export const ChannelCodec: t.Type<Channel, unknown, unknown> = t.intersection([
  shape({ id: numericId, uuid: UuidCodec, ...requiredProps }, { version: itemVersion }),
  t.partial(optionalProps),
]);

/** A channel in a save: id and uuid only when editing. */
export const ChannelInputCodec: t.Type<ChannelInput, unknown, unknown> = t.intersection([
  t.type(requiredProps),
  shape({}, { id: optional(numericId), uuid: optional(UuidCodec), ...optionalProps }),
]);
