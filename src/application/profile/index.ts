export { DevKeyReveal } from './dev-key-reveal';
export { profileCommands, ProfileCommands } from './profile.commands';
export type { PasswordChangeResult, ProfileValues } from './profile.commands';
export { profileModule } from './profile-module';
export { ProfileQueries } from './profile.queries';
export type { ProfileView } from './profile.queries';
export { profileNoticeRules } from './profile-notices';
