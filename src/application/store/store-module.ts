import { ContainerModule } from 'inversify';
import { EventLog } from '../log';
import { Normalizer } from './normalizer';
import { ProjectionStore } from './projection-store';
import { StateReader } from './state-reader';

/** The log and the store folding it, one of each per console; the store's read side for every reader. */
export const storeModule = new ContainerModule(({ bind }) => {
  bind(EventLog).toSelf().inSingletonScope();
  bind(ProjectionStore)
    .toDynamicValue((context) => new ProjectionStore(context.get<Normalizer>(Normalizer), context.get(EventLog).source))
    .inSingletonScope();
  // Readers take the read side; a replay console rebinds it to the replayed store.
  bind(StateReader).toService(ProjectionStore);
});
