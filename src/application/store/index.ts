export { Checkpoints } from './checkpoints';
export type { Checkpoint } from './checkpoints';
export { Normalizer } from './normalizer';
export { foldRange, ProjectionStore } from './projection-store';
export type { StoreOptions } from './projection-store';
