import { ContainerModule } from 'inversify';
import { FieldRules } from './field-rules';
import { FormEngine } from './form-engine';
import { FormOptions } from './form-options';

/** The dynamic form engine (spec 2 §3): event, tag and export forms now; content and device forms later. */
export const formsModule = new ContainerModule(({ bind }) => {
  bind(FormEngine).toSelf().inSingletonScope();
  bind(FormOptions).toSelf().inSingletonScope();
  bind(FieldRules).toSelf().inSingletonScope();
});
