import { current, isDraft, produce, type Draft } from 'immer';

/** Every domain event is a plain object tagged by a past-tense `type`. */
export interface EventShape {
  readonly type: string;
}

/**
 * A projection folds domain events into one slice of state. `apply` is an immer recipe over the slice's
 * draft with an exhaustive switch over the events it `handles`; the store runs a whole batch of events
 * through one `produce`, and `evolve` gives the plain pure `(state, event) => state` form.
 * Projections never read a clock, random source or id generator: time arrives as events.
 *
 * A projection whose slice changes on nearly every frame (a counter per frame) may instead give `fold`, a
 * plain pure function from its slice and a batch's events, in order, to its next slice: the store then hands
 * it the batch's events of its types once per batch, outside immer's drafts, and assigns the slice it returns
 * (frozen, so immer does not walk it). Folding a batch must equal folding its events one at a time.
 */
export interface Projection<S, E extends EventShape = EventShape> {
  readonly name: string;
  readonly initial: S;
  readonly handles: readonly E['type'][];
  apply(draft: Draft<S>, event: E): void;
  readonly fold?: (state: S, events: readonly E[]) => S;
}

/**
 * A projection as it is written: `handles` names every event type of its union as a key, so the compiler
 * proves the routing list and the union agree — a type left out is a missing property, one not in the union
 * an excess one — and no event of the union can be dropped by routing without a word. It gives either
 * `apply` or `fold`.
 */
type SpecBase<S, E extends EventShape> = Pick<Projection<S, E>, 'name' | 'initial'> & {
  readonly handles: { readonly [K in E['type']]: true };
};
export type ProjectionSpec<S, E extends EventShape> = SpecBase<S, E> &
  (
    | { apply(draft: Draft<S>, event: E): void; readonly fold?: undefined }
    | { readonly fold: (state: S, events: readonly E[]) => S; readonly apply?: undefined }
  );

// A folding projection's recipe form, for callers that hold a draft of the slice (one produce per event):
// the slice's keys are replaced by those of the folded slice.
const recipeOf =
  <S, E extends EventShape>(fold: (state: S, events: readonly E[]) => S) =>
  (draft: Draft<S>, event: E): void => {
    const before = (isDraft(draft) ? current(draft) : draft) as S;
    const next = fold(before, [event]) as Record<string, unknown>;
    const target = draft as Record<string, unknown>;
    for (const key of Object.keys(target)) if (!(key in next)) delete target[key];
    Object.assign(target, next);
  };

export const defineProjection = <S, E extends EventShape>(spec: ProjectionSpec<S, E>): Projection<S, E> => ({
  name: spec.name,
  initial: spec.initial,
  handles: Object.keys(spec.handles) as E['type'][],
  ...(spec.fold ? { apply: recipeOf(spec.fold), fold: spec.fold } : { apply: spec.apply }),
});

/** The pure form of a projection: one event in, a new state out (the same reference when nothing changed). */
export const evolve = <S, E extends EventShape>(projection: Projection<S, E>, state: S, event: EventShape): S => {
  if (!(projection.handles as readonly string[]).includes(event.type)) return state;
  if (projection.fold) return projection.fold(state, [event as E]);
  return produce(state, (draft) => projection.apply(draft, event as E));
};

/** Exhaustiveness check for the end of every switch over an event union: the compiler proves it unreachable. */
export const unhandled = (event: never): void => {
  void event;
};
