export { defineProjection, evolve, unhandled } from './projection';
export type { EventShape, Projection, ProjectionSpec } from './projection';
export { entityListProjection, mapByKey } from './entity-list';
export type { EntityListSpec, EntityListState } from './entity-list';
