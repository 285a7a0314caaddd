import { ContainerModule } from 'inversify';
import { ProjectionStore } from '../store';
import { CommandBus, CurrentAccount } from './command-bus';

/** The command bus, journaling as the signed-in account (its e-mail, from the session projection). */
export const commandsModule = new ContainerModule(({ bind }) => {
  bind(CurrentAccount)
    .toDynamicValue((context) => {
      const store = context.get(ProjectionStore);
      return () => store.state.session.profile?.email ?? 'anonymous';
    })
    .inSingletonScope();
  bind(CommandBus).toSelf().inSingletonScope();
});
