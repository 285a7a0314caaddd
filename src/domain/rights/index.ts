export { accountTypes, administratorTypes, isAccountType, isAdministrator, isOneOf } from './account-type';
export type { AccountType } from './account-type';
export type { RightsSubject } from './subject';
export { customRule, nobody } from './rule';
export type { Rule } from './rule';
export { mayChangeClip, mayEditClipTags, maySeeClipExport } from './clip-rights';
export { maySeeGroup } from './group-rights';
export { can, capabilities, capabilityRule, consoleTypes, isProductionCrew, typesWith } from './capabilities';
export type { CapabilityName } from './capabilities';
export {
  crewChannels,
  isCrewOn,
  isProductionRole,
  maySeeChannel,
  mayWatchOutputPresets,
  productionRightRoles,
  productionRights,
  productionRoleRule,
  productionRoles,
  productionRightsOn,
  showsControlPresets,
} from './production-rights';
export type { ProductionRights, ProductionRole } from './production-rights';
export { commentatorOutputNames, mayWatchWhepStream, whepStreamAccess, whepStreamKinds } from './whep-rights';
export type { WhepStreamKind } from './whep-rights';
export { protectedData, secretFields, writeOnlyFields } from './field-rights';
export { menuEntries, routeRights } from './console-rights';
export type { ConsoleRight, MenuEntry, RouteAccessRule } from './console-rights';
export { channelsTabRights, settingsTabRights, uiFeatureRights } from './feature-rights';
export type { ChannelsTab, SettingsTab, UiFeature } from './feature-rights';
