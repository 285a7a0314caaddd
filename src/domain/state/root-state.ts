import { Immer, type Draft } from 'immer';
import { sessionProjection } from '../accounts';
import { clockProjection, displayZoneProjection } from '../clock';
import { connectionProjection } from '../connection';
import { framesProjection } from '../frames';
import { journalProjection, latestCommandsProjection, pendingCommandsProjection } from '../journal';
import { maintenanceProjection } from '../maintenance';
import type { EventShape, Projection } from '../projection';
import { filtersProjection, settingsProjection } from '../settings';
import { groupsProjection } from '../groups';
import type { DomainEvent } from './domain-event';
import type { featureProjections } from './feature-projections';

/**
 * The projections every page needs, the login route's included: the log itself, the connection, the clock, the
 * session, maintenance (and the settings and groups its notice and the route guards read). Each feature's
 * projections are registered when the signed-in part loads (`featureProjections`, docs/performance.md "Login
 * route bundle"): frames of their topics cannot arrive before that, and the login route's bundle stays small.
 */
export const coreProjections = {
  frames: framesProjection,
  connection: connectionProjection,
  clock: clockProjection,
  journal: journalProjection,
  pendingCommands: pendingCommandsProjection,
  latestCommands: latestCommandsProjection,
  displayZone: displayZoneProjection,
  session: sessionProjection,
  settings: settingsProjection,
  filters: filtersProjection,
  groups: groupsProjection,
  maintenance: maintenanceProjection,
} as const;

type Projections = typeof coreProjections & typeof featureProjections;
export type ProjectionName = keyof Projections;
export type RootState = { readonly [K in ProjectionName]: Projections[K]['initial'] };

type AnyProjection = Projection<unknown, EventShape>;
interface Route {
  readonly slice: ProjectionName;
  readonly projection: AnyProjection;
  /** For a projection that folds whole batches (`fold`): its place in a batch's lists of events. */
  readonly slot?: number;
}

// Event type → the projections that handle it, built as projections register so a batch touches only what it must.
const routes = new Map<string, Route[]>();
const registered = new Map<ProjectionName, AnyProjection>();
// The projections that fold whole batches, by slot.
const folding: { readonly slice: ProjectionName; readonly fold: NonNullable<AnyProjection['fold']> }[] = [];
// The last slice registered: a state that has it has every registered slice (registration only ever adds).
let newestSlice: ProjectionName | undefined;

/** Adds projections to the fold (once each); a state made before gets their slices, at their initial value, on its next fold. */
export const registerProjections = (more: { readonly [K in ProjectionName]?: Projections[K] }): void => {
  for (const [slice, projection] of Object.entries(more) as unknown as [ProjectionName, AnyProjection][]) {
    if (registered.has(slice)) continue;
    registered.set(slice, projection);
    newestSlice = slice;
    let slot: number | undefined;
    if (projection.fold) slot = folding.push({ slice, fold: projection.fold }) - 1;
    for (const type of projection.handles) routes.set(type, [...(routes.get(type) ?? []), { slice, projection, slot }]);
  }
};
registerProjections(coreProjections);

/** The projections folded now, by slice name (the replay inspector and tools list them). */
export const registeredProjections = (): ReadonlyMap<ProjectionName, AnyProjection> => registered;

/** The state with a slice for every registered projection: slices registered after it was made start initial. */
export const withRegisteredSlices = (state: RootState): RootState => {
  if (newestSlice === undefined || newestSlice in state) return state;
  const missing: Record<string, unknown> = {};
  for (const [slice, projection] of registered) if (!(slice in state)) missing[slice] = projection.initial;
  return { ...state, ...missing } as RootState;
};

/** The state before any entry: every registered projection's initial slice. */
export const initialRootState = (): RootState => withRegisteredSlices({} as RootState);

// No auto-freeze in the store: deep-freezing every new payload costs more than the fold itself on a busy
// socket, and the read-only types already keep views from writing to state.
const immer = new Immer({ autoFreeze: false });

// Decoded payloads are immutable by contract, and the log keeps the very same objects: a projection that
// edited one in place (possible within a batch, where a payload assigned by one event is not yet a draft
// for the next) would corrupt the log and every later seek. Payloads are frozen before they are applied:
// shallowly by default, which also tells immer it need not walk a fresh payload looking for drafts; deeply
// in tests (`freezePayloadsDeeply`), so any such edit throws where it is written.
let deep = false;

/** Tests turn this on so a projection that edits a payload in place fails loudly. */
export const freezePayloadsDeeply = (on: boolean): void => {
  deep = on;
};

const deepFreeze = (value: object): void => {
  Object.freeze(value);
  for (const inner of Object.values(value))
    if (typeof inner === 'object' && inner !== null && !Object.isFrozen(inner)) deepFreeze(inner);
};

const sealPayloads = (event: DomainEvent): void => {
  for (const key in event) {
    const value = (event as unknown as Record<string, unknown>)[key];
    if (typeof value !== 'object' || value === null || Object.isFrozen(value)) continue;
    if (deep) deepFreeze(value);
    else Object.freeze(value);
  }
};

/**
 * Folds a batch of events into the root state in one immer `produce` (shallow copies of busy maps happen
 * once per batch, not once per event); an empty batch returns the same state (with the slices of projections
 * registered since, if any). A projection that folds whole batches gets its events of the batch once, after
 * the loop, and its slice is replaced by what it returns: a counter written per frame through a draft cost
 * immer's proxy traps at every frame (docs/performance.md, issue 19).
 */
export const reduceBatch = (before: RootState, events: readonly DomainEvent[]): RootState => {
  const state = withRegisteredSlices(before);
  if (events.length === 0) return state;
  return immer.produce(state, (draft) => {
    const slices = draft as Record<ProjectionName, Draft<unknown>>;
    const batches: (DomainEvent[] | undefined)[] = [];
    for (const event of events) {
      const targets = routes.get(event.type);
      if (!targets) continue;
      sealPayloads(event);
      for (const { slice, projection, slot } of targets)
        if (slot === undefined) projection.apply(slices[slice], event);
        else (batches[slot] ??= []).push(event);
    }
    batches.forEach((batch, slot) => {
      const { slice, fold } = folding[slot] as (typeof folding)[number];
      const next = fold(state[slice], batch as DomainEvent[]);
      if (next !== state[slice]) slices[slice] = next as Draft<unknown>;
    });
  });
};

/** The event types some projection handles. */
export const handledEventTypes = (): ReadonlySet<string> => new Set(routes.keys());
