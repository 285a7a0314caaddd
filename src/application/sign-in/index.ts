export { JournalKeeper, journalRetentionMs } from './journal-keeper';
export { LiveSession } from './live-session';
export { sessionModule } from './session-module';
export { SessionService } from './session-service';
export type { LoginResult } from './session-service';
export { keepAliveCommands } from './login-topics';
