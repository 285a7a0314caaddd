export { editingTopics } from './editing.topics';
export { EditingMetaCodec, EditingPresenceDiffCodec, EditingPresencesCodec } from './editing-presence.codec';
export { decodeStaleRefusal, StaleRefusalCodec } from './stale-refusal.codec';
