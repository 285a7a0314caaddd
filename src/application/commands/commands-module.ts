import { ContainerModule } from 'inversify';
import { CommandPort } from '../ports';
import { RememberedViews } from '../shared';
import { StateReader } from '../store';
import { TopicLeases } from '../topics';
import { CommandBus, CurrentAccount } from './command-bus';
import { JournaledViewChoices, ViewChoices } from './view-choices';

/**
 * The command bus (the live CommandPort), journaling as the signed-in account (its e-mail, from the session
 * projection), the topic leases its pushes and every feed hold, and the views' choices: journaled (ViewChoices)
 * and remembered on this device (RememberedViews).
 */
export const commandsModule = new ContainerModule(({ bind }) => {
  bind(CurrentAccount)
    .toDynamicValue((context) => {
      const store = context.get<StateReader>(StateReader);
      return () => store.state.session.profile?.email ?? 'anonymous';
    })
    .inSingletonScope();
  bind(TopicLeases).toSelf().inSingletonScope();
  bind(CommandBus).toSelf().inSingletonScope();
  // Features depend on the port; a replay console rebinds it to a bus that refuses everything.
  bind(CommandPort).toService(CommandBus);
  bind(ViewChoices).to(JournaledViewChoices).inSingletonScope();
  bind(RememberedViews).toSelf().inSingletonScope();
});
