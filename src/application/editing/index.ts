export { EditingPresence } from './editing-presence';
export { alsoEditingText } from '../../domain/editing';
export type { EditingItem, EditingKind } from '../../domain/editing';
export type { ConflictRow, ConflictView } from './conflict-view';
export type { MergeSide } from '../../domain/editing';
