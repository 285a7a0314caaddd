import { ContainerModule } from 'inversify';
import { InputRules } from './input-rules';

/** The rules of the shared time and date inputs. */
export const inputsModule = new ContainerModule(({ bind }) => {
  bind(InputRules).toSelf().inSingletonScope();
});
