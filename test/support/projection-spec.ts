import { produce } from 'immer';
import type { CommandOutcome, NewLogEntry } from '../../src/domain/log';
import type { EventShape, Projection } from '../../src/domain/projection';
import type { DomainEvent } from '../../src/domain/state';
import { createWireNormalizer } from '../../src/infrastructure/wire/create-normalizer';

/**
 * What a projection spec folds: domain events as the normalizer gives them, or log entries (a journaled command,
 * a frame) that the real normalizer decodes first — the path a projection fed by a command's arguments takes.
 */
export type Given = DomainEvent | NewLogEntry;

// Every domain event is tagged by `type`, no log entry is (some events have a `kind` of their own).
const isEntry = (given: Given): given is NewLogEntry => !('type' in given);

/**
 * Given/When for one projection's spec (then is chai's `expect` on the state they return): `given(...)` folds
 * from the projection's initial state, `when(state, ...)` folds on from a state. Each call is one batch, folded
 * as the store folds one (root-state.ts `reduceBatch`): the events of the types the projection handles, in
 * order, through one `produce` of its `apply`, or handed to its `fold` at once; an empty batch keeps the state.
 * Each spec's log entries are numbered and decoded by one normalizer of the full protocol, in order.
 */
export const projectionSpec = <S, E extends EventShape>(projection: Projection<S, E>) => {
  const normalizer = createWireNormalizer();
  const handles: ReadonlySet<string> = new Set(projection.handles);
  let seq = 0;
  const decoded = (given: Given): readonly EventShape[] =>
    isEntry(given) ? normalizer.normalize({ ...given, seq: (seq += 1) }) : [given];
  const when = (state: S, ...given: readonly Given[]): S => {
    const events = given.flatMap(decoded).filter((event): event is E => handles.has(event.type));
    if (events.length === 0) return state;
    if (projection.fold) return projection.fold(state, events);
    return produce(state, (draft) => {
      for (const event of events) projection.apply(draft, event);
    });
  };
  return { given: (...given: readonly Given[]): S => when(projection.initial, ...given), when };
};

/** A command as the command bus journals it (the normalizer decodes its arguments with the command's codec). */
export const journaled = (id: string, name: string, args: unknown = {}, at = 1): NewLogEntry => ({
  kind: 'CommandIssued',
  id,
  account: 'admin@demo.local',
  name,
  args,
  at,
});

/** Its settlement, as journaled. */
export const journaledSettled = (id: string, outcome: CommandOutcome, at = 2): NewLogEntry => ({
  kind: 'CommandSettled',
  id,
  outcome,
  latencyMs: 1,
  at,
});
