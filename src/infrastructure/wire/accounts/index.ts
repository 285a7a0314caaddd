export {
  AccountCodec,
  AccountDraftCodec,
  AccountMetaCodec,
  PasswordChangeCodec,
  ProfileUpdateCodec,
  SessionCodec,
  WallLayoutsCodec,
  WallSettingsCodec,
} from './account.codec';
export { PresenceDiffCodec, PresenceEntryCodec, PresenceMetaCodec, PresencesCodec } from './presence.codec';
export { accountsTopics } from './accounts.topics';
export { accountsHttpCalls, LoginAnswerCodec, VerifyAnswerCodec } from './accounts.http';
