export { editedItemTopic, editingKinds, editingTopic, isEditingKind } from './editing-item';
export type { EditedItemTopic, EditingItem, EditingKind } from './editing-item';
export { alsoEditingText, othersEditing } from './editing-presence';
export type { EditingMeta, EditingPresenceDiff, EditingPresences } from './editing-presence';
export { editingProjection, initialEditingState } from './editing.projection';
export type { EditingState } from './editing.projection';
export type { EditingEvent, EditingPresenceChanged, EditingPresenceReceived, TopicLeft } from './editing.events';
export {
  changedMeanwhileText,
  mergedValues,
  notDeletedText,
  sameValue,
  threeWayMerge,
  unchosen,
} from './three-way-merge';
export type { FieldComparison, FieldValues, MergeSide, ThreeWayMerge } from './three-way-merge';
export type { StaleRefusal } from './stale-refusal';
