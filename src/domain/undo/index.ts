export {
  isUndoKind,
  keptSavesPerAccount,
  undoEditorTopic,
  undoKindNames,
  undoKinds,
  undoToastMs,
  type UndoKind,
  type UndoTarget,
} from './undo-kinds';
export { savedItemText, type ConfigurationSave } from './configuration-save';
export {
  initialUndoState,
  undoProjection,
  type ConfigurationSavesReceived,
  type UndoEvent,
  type UndoState,
} from './undo.projection';
