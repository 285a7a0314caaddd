import { ContainerModule } from 'inversify';
import { CloudrecList } from './cloudrec-list';

/** The cloud recording pages' list (spec 2 §2). */
export const cloudrecModule = new ContainerModule(({ bind }) => {
  bind(CloudrecList).toSelf().inSingletonScope();
});
