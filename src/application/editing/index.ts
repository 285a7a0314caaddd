export { EditingPresence } from './editing-presence';
export { alsoEditingText } from '../../domain/editing';
export type { EditingItem, EditingKind } from '../../domain/editing';
