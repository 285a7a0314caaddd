export { emptyUuidFields, formFunctions, functionDefault, initialFieldValue, initialFormValues } from './form-defaults';
export type { FormContext, FormFunction, FunctionDefault } from './form-defaults';
export {
  asKeyValuePairs,
  evaluateForm,
  formOutput,
  isVisibleTo,
  keyValueError,
  keyValueMessages,
} from './form-evaluation';
export type { EvaluatedField, FormEvaluation, KeyValuePair } from './form-evaluation';
export { fieldLabel, fieldOptions, formColumns, groupChildren, valueFields } from './form-fields';
export type { FormColumns } from './form-fields';
export { parseInline, parseMarkdown } from './markdown';
export type { MarkdownBlock, MarkdownInline } from './markdown';
export {
  addLanguage,
  asMultilanguage,
  changeLanguage,
  changeText,
  removeLanguage,
  unusedLanguages,
} from './multilanguage';
export { asPlayoffTree, playoffRoundLabels, playoffRounds, setPlayoffPart, setTeamList } from './playoff-tree';
export type { PlayoffPart } from './playoff-tree';
export { eventFormFields } from './event-form-setting';
export {
  initialLabelListsState,
  labelListNames,
  labelListOf,
  labelListOptions,
  labelListsProjection,
  leagueLabel,
} from './label-lists';
export type {
  LabelListName,
  LabelListsEvent,
  LabelListsState,
  LabelOption,
  League,
  LeaguesReceived,
  Sport,
  SportsReceived,
} from './label-lists';
export { fileValueOf, uploadedFileValue } from './file-value';
export { defaultLanguage, eventLanguages, formFieldTypes, s3FileStatuses } from './form-field';
export type {
  EventLanguage,
  FormField,
  FormFieldOption,
  FormFieldPosition,
  FormFieldType,
  LanguageValue,
  MultilanguageValue,
  PlayoffMatch,
  PlayoffRound,
  PlayoffTreeValue,
  S3FileStatus,
  S3FileValue,
} from './form-field';
export {
  defaultFieldValue,
  fieldError,
  formErrors,
  integerMessage,
  isFieldShown,
  multilanguageError,
  multilanguageMessages,
  parseNumberField,
  requiredMessage,
} from './form-validation';
export type { FormViewer } from './form-validation';
