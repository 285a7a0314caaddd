export { defineProjection, evolve, unhandled } from './projection';
export type { EventShape, Projection, ProjectionSpec } from './projection';
