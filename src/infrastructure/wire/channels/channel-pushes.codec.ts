// Payloads and replies of the channel and channel-group editors' pushes (spec 2 §7, spec 3 §7).
import type * as t from 'io-ts';
import type {
  ChannelConfiguration,
  ChannelGroupInput,
  ChannelGroupMembership,
  ChannelInput,
} from '../../../domain/channels';
import { baseVersion, itemVersion, jsonObject, listOf, numericId, optional, shape, type BaseVersion } from '../kit';
import { ChannelConfigurationCodec, ChannelInputCodec } from './channel.codec';
import { ChannelGroupInputCodec, ChannelGroupMembershipCodec } from './channel-group.codec';
import { UuidCodec } from './uuid.codec';

export interface ChannelSave extends BaseVersion {
  readonly channel: ChannelInput;
  /** The access groups and templates the channel belongs to, with expiry. */
  readonly channel_groups: readonly ChannelGroupMembership[];
}

export const ChannelSaveCodec: t.Type<ChannelSave, unknown, unknown> = shape(
  { channel: ChannelInputCodec, channel_groups: listOf(ChannelGroupMembershipCodec) },
  baseVersion,
);

/** The ok reply of a save: the saved record under `data`; the console reads its key to open the edit route. */
export interface SavedChannelReply {
  readonly data: { readonly uuid: string; readonly id?: number; readonly version?: number };
}

export const SavedChannelReplyCodec: t.Type<SavedChannelReply, unknown, unknown> = shape({
  data: shape({ uuid: UuidCodec }, { id: optional(numericId), version: itemVersion }),
});

export interface ConfigurationPreviewRequest {
  readonly configuration: ChannelConfiguration;
  readonly channel_groups: readonly ChannelGroupMembership[];
}

export const ConfigurationPreviewRequestCodec: t.Type<ConfigurationPreviewRequest, unknown, unknown> = shape({
  configuration: ChannelConfigurationCodec,
  channel_groups: listOf(ChannelGroupMembershipCodec),
});

/** The configuration with the templates applied in weight order. */
export interface ConfigurationPreviewReply {
  readonly data: Readonly<Record<string, unknown>>;
}

export const ConfigurationPreviewReplyCodec: t.Type<ConfigurationPreviewReply, unknown, unknown> = shape({
  data: jsonObject,
});

export interface ChannelGroupSave extends BaseVersion {
  readonly channel_group: ChannelGroupInput;
}

export const ChannelGroupSaveCodec: t.Type<ChannelGroupSave, unknown, unknown> = shape(
  { channel_group: ChannelGroupInputCodec },
  baseVersion,
);

export interface SavedChannelGroupReply {
  readonly data: { readonly id: number; readonly uuid: string; readonly version?: number };
}

export const SavedChannelGroupReplyCodec: t.Type<SavedChannelGroupReply, unknown, unknown> = shape({
  data: shape({ id: numericId, uuid: UuidCodec }, { version: itemVersion }),
});
