export { AlsoEditing } from './also-editing';
export { ConflictPanel } from './conflict-panel';
export type { ConflictPanelProps } from './conflict-panel';
