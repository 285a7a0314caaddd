import { ContainerModule } from 'inversify';
import { EventLog } from '../log';
import { Normalizer } from './normalizer';
import { ProjectionStore } from './projection-store';

/** The log and the store folding it; one of each per console. */
export const storeModule = new ContainerModule(({ bind }) => {
  bind(EventLog).toSelf().inSingletonScope();
  bind(ProjectionStore)
    .toDynamicValue((context) => new ProjectionStore(context.get<Normalizer>(Normalizer), context.get(EventLog).source))
    .inSingletonScope();
});
