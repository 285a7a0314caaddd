export { ChannelsAdminCommands } from './channels-admin.commands';
export type { PreviewOutcome } from './channels-admin.commands';
export { channelsAdminModule } from './channels-admin-module';
export { channelsAdminNoticeRules } from './channels-admin-notices';
export { ChannelsAdminQueries } from './channels-admin.queries';
export type { ChannelChoices, NotifierChoice, PickChoice } from './channels-admin.queries';
export {
  blankChannelForm,
  channelFormOf,
  channelSavePlan,
  formOutputState,
  newMembership,
  outputNeedsAdmin,
  streamNameFor,
  withNotifier,
  withoutNotifier,
} from './channel-form';
export type { ChannelForm, ChannelSaveContext, ChannelSavePlan, StoredChannel } from './channel-form';
export { addOverride, blankOverrideDraft, overrideChoices, removeOverride } from './override-form';
export type { OverrideDraft, OverridePlan } from './override-form';
export {
  blankChannelGroupForm,
  channelGroupFormOf,
  channelGroupSavePlan,
  withGroupChannel,
} from './channel-group-form';
export type { ChannelGroupForm, ChannelGroupSavePlan } from './channel-group-form';
// The expiry rule of memberships (spec 3 §9) for the views, which may not import domain values.
export { expiryFromInput, expiryInputValue } from '../../domain/channels';
// The instance tab's streamer state label (spec 2 §2 'Running', 'Not running', 'Unknown').
export { streamerStateLabel } from '../../domain/instances';
// How a stored transcoder size reads in the outputs table (spec 1 §9).
export { transcoderSizeLabel } from '../../domain/channels';
export { newChannelOutput, streamerNumberFields, streamerTextFields } from './configuration-form';
export type { StreamerForm } from './configuration-form';
