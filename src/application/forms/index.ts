export { FieldRules } from './field-rules';
export { FormEngine } from './form-engine';
export type { FormSubject } from './form-engine';
export { FormOptions } from './form-options';
export type { FieldOption } from './form-options';
export { FormState } from './form-state';
export type { FieldView, FormView } from './form-state';
export { formsModule } from './forms-module';
