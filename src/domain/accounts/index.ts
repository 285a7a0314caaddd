export { accountTypes, administratorTypes, isAccountType, isAdministrator, isOneOf } from '../rights';
export type { AccountType } from '../rights';
export { displayName } from './account';
export { accountRefusalText, accountRefusalTexts } from './account-refusals';
export type { Account, AccountDraft, AccountMeta, PasswordChange, ProfileUpdate, Session } from './account';
export { wallGrids, wallNames } from './wall-layout-meta';
export type { WallGrid, WallLayout, WallLayouts, WallName, WallSettings } from './wall-layout-meta';
export { applyPresenceDiff, isPresent } from './presence';
export type { PresenceDiff, PresenceEntry, PresenceMeta, Presences } from './presence';
export { accountsProjection, initialAccountsState } from './accounts.projection';
export type { AccountsState } from './accounts.projection';
export { initialSessionState, ownSessions, sessionProjection } from './session.projection';
export type { LoginStatus, SessionState } from './session.projection';
export {
  afterLoginRoute,
  loginMessages,
  loginRedirectRoute,
  loginRefusedMessage,
  logoutRoute,
  normalizeLoginEmail,
} from './login';
export {
  canOpenRoute,
  guardedRoute,
  guardFailureRoute,
  isMenuEntryVisible,
  routePageName,
  routeRefusedText,
  topRoute,
  visibleMenu,
} from './route-guards';
export type { Viewer } from './route-guards';
export { menuEntries, routeRights } from '../rights';
export type { MenuEntry } from '../rights';
export { canSeeFeature } from './ui-features';
export type { UiFeature } from '../rights';
export {
  assignableAccountTypes,
  canSeeAccountInList,
  canSeeDevKey,
  devKeyPrefix,
  devKeyShownMs,
  matchesAccountSearch,
  newDevKey,
  visibleAccounts,
} from './account-administration';
export type { Assigner } from './account-administration';
export {
  canOpenSettingsTab,
  canSeeSystemListTypes,
  externalDeviceKinds,
  settingsDefaultRoute,
  settingsToolbar,
} from './settings-area-access';
export type { SettingsToolbarEntry } from './settings-area-access';
export type { SettingsTab } from '../rights';
export { contentEditorTypes, contentPrivileges, isListVisible } from './content-privileges';
export type { ContentContext, ContentPrivileges } from './content-privileges';
export { hasProductionsGroup, productionRolesOn } from './production-roles';
export { productionRights, productionRoles, showsControlPresets } from '../rights';
export type { ProductionRights, ProductionRole } from '../rights';
export { commentatorOutputNames, mayWatchWhepStream, whepStreamAccess, whepStreamKinds } from '../rights';
export type { WhepStreamKind } from '../rights';
export {
  changePasswordFailureMessage,
  generatedPasswordLength,
  generatePassword,
  minimumPasswordLength,
  passwordAlphabet,
  passwordMessages,
  passwordWidgetMessage,
  validateNewAccountPassword,
  validatePasswordChange,
} from './passwords';
export type { PasswordProblem } from './passwords';
export { longTimeAgo, sessionStartedText, sessionTimeText } from './session-time';
export type {
  AccountDeleted,
  AccountsEvent,
  AccountsListEvent,
  AccountsReceived,
  AccountUpdated,
  LoggedOut,
  LoginChecked,
  LoginFailed,
  LoginRefused,
  LoginSucceeded,
  PresenceDiffReceived,
  PresenceStateReceived,
  ProfileReceived,
  SessionDeleted,
  SessionEvent,
} from './accounts.events';
export { anonymousActorLabel, auditActorView } from './audit-actor';
export type { AuditActor, AuditActorView, AuditViewer } from './audit-actor';
export { sessionsCommands } from './session-commands';
export { sessionCommands } from './session-commands';
