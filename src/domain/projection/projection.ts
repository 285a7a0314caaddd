import { produce, type Draft } from 'immer';

/** Every domain event is a plain object tagged by a past-tense `type`. */
export interface EventShape {
  readonly type: string;
}

/**
 * A projection folds domain events into one slice of state. `apply` is an immer recipe over the slice's
 * draft with an exhaustive switch over the events it `handles`; the store runs a whole batch of events
 * through one `produce`, and `evolve` gives the plain pure `(state, event) => state` form.
 * Projections never read a clock, random source or id generator: time arrives as events.
 */
export interface Projection<S, E extends EventShape = EventShape> {
  readonly name: string;
  readonly initial: S;
  readonly handles: readonly E['type'][];
  apply(draft: Draft<S>, event: E): void;
}

/**
 * A projection as it is written: `handles` names every event type of its union as a key, so the compiler
 * proves the routing list and the union agree — a type left out is a missing property, one not in the union
 * an excess one — and no event of the union can be dropped by routing without a word.
 */
export interface ProjectionSpec<S, E extends EventShape> extends Omit<Projection<S, E>, 'handles'> {
  readonly handles: { readonly [K in E['type']]: true };
}

export const defineProjection = <S, E extends EventShape>(spec: ProjectionSpec<S, E>): Projection<S, E> => ({
  name: spec.name,
  initial: spec.initial,
  handles: Object.keys(spec.handles) as E['type'][],
  apply: spec.apply,
});

/** The pure form of a projection: one event in, a new state out (the same reference when nothing changed). */
export const evolve = <S, E extends EventShape>(projection: Projection<S, E>, state: S, event: EventShape): S =>
  (projection.handles as readonly string[]).includes(event.type)
    ? produce(state, (draft) => projection.apply(draft, event as E))
    : state;

/** Exhaustiveness check for the end of every switch over an event union: the compiler proves it unreachable. */
export const unhandled = (event: never): void => {
  void event;
};
