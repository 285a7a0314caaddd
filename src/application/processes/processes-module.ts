import { ContainerModule } from 'inversify';
import { NoticeRules } from '../notifications';
import { processNoticeRules } from './processes-notices';
import { ProcessKeeper } from './process-keeper';
import { ProcessCommands } from './processes.commands';
import { ProcessesQueries } from './processes.queries';

/** The process bar: its queries and commands, the keeper that stores and restores the list, its toasts. */
export const processesModule = new ContainerModule(({ bind }) => {
  bind(ProcessesQueries).toSelf().inSingletonScope();
  bind(ProcessCommands).toSelf().inSingletonScope();
  bind(ProcessKeeper).toSelf().inSingletonScope();
  bind(NoticeRules).toConstantValue(processNoticeRules);
});
