export { Checkpoints } from './checkpoints';
export type { Checkpoint } from './checkpoints';
export { Normalizer } from './normalizer';
export type { SnapshotMark } from './normalizer';
export { EntryIndex } from './entry-index';
export { ProjectionStore } from './projection-store';
export { StateReader } from './state-reader';
export type { StoreOptions } from './projection-store';
export { storeModule } from './store-module';
