export {
  ChannelCodec,
  ChannelConfigurationCodec,
  ChannelInputCodec,
  ChannelMetaCodec,
  ChannelOutputCodec,
} from './channel.codec';
export { ChannelGroupCodec, ChannelGroupInputCodec, ChannelGroupMembershipCodec } from './channel-group.codec';
export { OverrideCodec, OverrideParamsCodec } from './override.codec';
export { DestinationConnectionCodec, MediaconnectStatusCodec } from './live-status.codec';
export {
  ChannelGroupSaveCodec,
  ChannelSaveCodec,
  ConfigurationPreviewReplyCodec,
  ConfigurationPreviewRequestCodec,
  SavedChannelGroupReplyCodec,
  SavedChannelReplyCodec,
} from './channel-pushes.codec';
export type {
  ChannelGroupSave,
  ChannelSave,
  ConfigurationPreviewReply,
  ConfigurationPreviewRequest,
  SavedChannelGroupReply,
  SavedChannelReply,
} from './channel-pushes.codec';
export { channelsTopics } from './channels.topics';
export { keyParam, numericParam } from './topic-params';
export { AckReplyCodec } from './ack-reply.codec';
export type { AckReply } from './ack-reply.codec';
export { UuidCodec } from './uuid.codec';
