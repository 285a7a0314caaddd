import { ContainerModule } from 'inversify';
import { ProcessKeeper } from './process-keeper';
import { ProcessCommands } from './processes.commands';
import { ProcessesQueries } from './processes.queries';

/** The process bar: its queries and commands, and the keeper that stores and restores the list. */
export const processesModule = new ContainerModule(({ bind }) => {
  bind(ProcessesQueries).toSelf().inSingletonScope();
  bind(ProcessCommands).toSelf().inSingletonScope();
  bind(ProcessKeeper).toSelf().inSingletonScope();
});
