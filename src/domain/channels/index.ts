export type {
  Channel,
  ChannelConfiguration,
  ChannelInput,
  ChannelMeta,
  ChannelNotifier,
  ChannelOutput,
  ChannelOutputType,
  ChannelState,
  ChannelType,
  StreamerConfig,
  StreamerConfiguration,
  WebrtcOutput,
} from './channel';
export { channelById, channelIdOf } from './channel-by-id';
export { defaultChannelExpiry, expiryFromInput, expiryInputValue, membership, membershipActive } from './channel-group';
export { channelGroupNouns, lookUpChannelGroup, noSuchChannelGroupMessage } from './channel-group-lookup';
export type { ChannelGroupLookup } from './channel-group-lookup';
export type {
  ChannelGroup,
  ChannelGroupInput,
  ChannelGroupMembership,
  ChannelGroupMeta,
  ChannelGroupType,
} from './channel-group';
export {
  buildOverride,
  defaultOverrideHours,
  dropExpiredOverrides,
  isValidOverrideDuration,
  maxOverrideHours,
  minOverrideHours,
  normaliseOverrideDuration,
  overrideApplies,
  overrideEndTime,
  overrideKind,
  overrideRemaining,
} from './override';
export type { NewOverride, Override, OverrideKind, OverrideParams, OverrideType } from './override';
export { effectiveOutputs, multipleActiveOutputsMessage, outputState } from './output-state';
export type { OutputState } from './output-state';
export {
  channelMediaconnectAggregate,
  mediaconnectActions,
  mediaconnectAggregate,
  mediaconnectFlowStatuses,
  parseMediaconnectArns,
} from './mediaconnect';
export type { MediaconnectAggregate, MediaconnectFlowStatus, MediaconnectStatus } from './mediaconnect';
export {
  bufferOrangeAbove,
  bufferRedAbove,
  bufferSparkline,
  canLoadPreview,
  isConnectionRunning,
} from './destination-connection';
export type {
  BufferSparkline,
  BufferStatus,
  ConnectionState,
  DestinationConnection,
  SparklineColour,
} from './destination-connection';
export type { ControlCommand, MediaconnectCommand, RouterCommand, TranscoderCommand } from './control-commands';
export { followUpsAfterTranscoderStarted, transcoderAction } from './transcoder-rules';
export type { TranscoderAction, TranscoderContext, TranscoderStartedContext } from './transcoder-rules';
export { defaultSrtLatency, srtLatencyChoices } from './srt-latency';
export type { LatencyChoice } from './srt-latency';
export { transcoderSizeLabel, transcoderSizeOptions } from './transcoder-sizes';
export type { TranscoderSizeOption } from './transcoder-sizes';
export {
  channelSearchMinimum,
  creatableChannelTypes,
  defaultMonitorChannels,
  matchesChannelSearch,
  pickableChannels,
  systemChannels,
} from './channel-lists';
export { controlConfirmations, controlMessages, formatControlMessage } from './control-messages';
export type { ControlMessageKey, OutcomeTexts, ToastIntent, ToastText } from './control-messages';
export { channelGroupMessages, channelMessages } from './channel-messages';
export { channelsProjection, initialChannelsState } from './channels.projection';
export type { ChannelsState } from './channels.projection';
export type {
  ChannelDeleted,
  ChannelGroupChannelsReceived,
  ChannelGroupDeleted,
  ChannelGroupsReceived,
  ChannelGroupUpdated,
  ChannelMembershipsReceived,
  ChannelsEvent,
  ChannelsReceived,
  ChannelUpdated,
  ConnectionStatesReceived,
  MediaconnectStatusesReceived,
} from './channels.events';
export { boundTranscoder, channelTile, instanceGuiUrl, multiviewerUrl, streamdeckUrl } from './channel-tile';
export type {
  ChannelTile,
  ChannelTileInput,
  TileInstance,
  TileMediaconnects,
  TilePull,
  TileRole,
  TileTranscoder,
} from './channel-tile';
export {
  initialTranscoderCommandsState,
  isTranscoderStartAwaited,
  transcoderCommandsProjection,
  transcoderStartWaitMs,
  transcoderTarget,
} from './transcoder-start-wait';
export type { LatestTranscoderCommand, TranscoderCommandsState } from './transcoder-start-wait';
export {
  canOpenChannelsTab,
  channelEditorRights,
  channelGroupsListSpec,
  channelsListSpec,
  channelsToolbar,
  channelTabOf,
  groupTypeOfTab,
} from './channels-area';
export type { ChannelEditorRights, ChannelsTab, ChannelsToolbarEntry } from './channels-area';
export {
  channelStreamerCommands,
  mediaconnectCommands,
  streamerCommands,
  transcoderCommands,
} from './channel-commands';
export { channelsAdminCommands } from './channel-commands';
