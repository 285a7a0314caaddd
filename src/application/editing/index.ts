export { EditingPresence } from './editing-presence';
export { alsoEditingText, changedMeanwhileText, notDeletedText } from '../../domain/editing';
export type { EditingItem, EditingKind } from '../../domain/editing';
export type { ConflictRow, ConflictView } from './conflict-view';
export type { MergeSide } from '../../domain/editing';
export { fieldLabel, fieldText, formConflictView, resolveFormConflict } from './form-conflict';
export type { FieldDescribers, FormConflictSides } from './form-conflict';
export type { StaleRefusal } from '../../domain/editing';
