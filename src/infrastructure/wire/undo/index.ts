export {
  ConfigurationSaveCodec,
  ConfigurationSavesCodec,
  UndoKindCodec,
  UndoReplyCodec,
  UndoTargetCodec,
} from './undo.codec';
export { undoTopics } from './undo.topics';
