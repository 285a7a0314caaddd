import { ContainerModule } from 'inversify';
import { NoticeRules } from '../notifications';
import { SessionEndWatch } from './session-end-watch';
import { sessionsNoticeRules } from './sessions-notices';
import { SessionsCommands } from './sessions.commands';
import { SessionsQueries } from './sessions.queries';

/** /settings/sessions (spec 3 §2.2): own sessions with delete. */
export const sessionsModule = new ContainerModule(({ bind }) => {
  bind(SessionsQueries).toSelf().inSingletonScope();
  bind(SessionsCommands).toSelf().inSingletonScope();
  bind(SessionEndWatch).toSelf().inSingletonScope();
  bind(NoticeRules).toConstantValue(sessionsNoticeRules);
});
