export { accountTypes, administratorTypes, isAccountType, isAdministrator, isOneOf } from './account-type';
export type { AccountType } from './account-type';
export { displayName } from './account';
export type { Account, AccountDraft, AccountMeta, PasswordChange, ProfileUpdate, Session } from './account';
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
  menuEntries,
  routeGuards,
  topRoute,
  visibleMenu,
} from './route-guards';
export type { MenuEntry, RouteGuard, Viewer } from './route-guards';
export { canSeeFeature, uiFeatureAccess } from './ui-features';
export type { UiFeature } from './ui-features';
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
  settingsTabAccess,
  settingsToolbar,
} from './settings-area-access';
export type { SettingsTab, SettingsToolbarEntry } from './settings-area-access';
export { contentEditorTypes, contentPrivileges, isListVisible } from './content-privileges';
export type { ContentContext, ContentPrivileges } from './content-privileges';
export {
  hasProductionsGroup,
  productionRights,
  productionRoles,
  productionRolesOn,
  showsControlPresets,
} from './production-roles';
export type { ProductionRights, ProductionRole } from './production-roles';
export { commentatorOutputNames, mayWatchWhepStream, whepStreamAccess, whepStreamKinds } from './whep-access';
export type { WhepStreamKind } from './whep-access';
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
