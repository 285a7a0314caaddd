import { ContainerModule } from 'inversify';
import { EditingPresence } from './editing-presence';

/** Concurrent editing (issue 32): who else has an item open. */
export const editingModule = new ContainerModule(({ bind }) => {
  bind(EditingPresence).toSelf().inSingletonScope();
});
