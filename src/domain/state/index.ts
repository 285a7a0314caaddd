export { freezePayloadsDeeply, handledEventTypes, initialRootState, projections, reduceBatch } from './root-state';
export type { ProjectionName, RootState } from './root-state';
export type { DomainEvent, DomainEventType } from './domain-event';
