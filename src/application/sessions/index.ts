export { SessionEndWatch } from './session-end-watch';
export { SessionsCommands } from './sessions.commands';
export { sessionsModule } from './sessions-module';
export { sessionsNoticeRules } from './sessions-notices';
export { SessionsQueries } from './sessions.queries';
export type { SessionRow } from './sessions.queries';
