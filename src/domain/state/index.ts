export {
  coreProjections,
  freezePayloadsDeeply,
  handledEventTypes,
  initialRootState,
  reduceBatch,
  registeredProjections,
  registerProjections,
  withRegisteredSlices,
} from './root-state';
export { featureProjections } from './feature-projections';
export type { ProjectionName, RootState } from './root-state';
export type { DomainEvent, DomainEventType } from './domain-event';
export type { EveryEventFolded, UnfoldedEvents } from './folded-events.check';
