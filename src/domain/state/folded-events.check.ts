import type { DomainEventType } from './domain-event';
import type { featureProjections } from './feature-projections';
import type { coreProjections } from './root-state';

// Every domain event the normalizer can produce is folded by some projection: an event no projection handles is
// decoded for nothing (or a projection reads its facts some other way). A projection's `handles` names each type
// of its event union (defineProjection), so the union of what the registered projections handle is known to
// the compiler; this file proves, at compile time only, that it covers `DomainEvent`. A new event type without
// a handler makes `EveryEventFolded` below fail to type-check, naming the type.

type Registered = typeof coreProjections & typeof featureProjections;

/** The event types the projections of `P` handle. */
type Folded<P> = { [K in keyof P]: P[K] extends { readonly handles: readonly (infer T)[] } ? T : never }[keyof P];

/** The event types of `Types` no projection of `P` folds; `never` while each has a handler. */
export type UnfoldedEvents<Types extends string = DomainEventType, P = Registered> = Exclude<Types, Folded<P>>;

type NoneLeft<T extends never> = T;

/** Compiles only while every domain event is folded by some registered projection. */
export type EveryEventFolded = NoneLeft<UnfoldedEvents>;
