import { Immer, type Draft } from 'immer';
import { auditProjection } from '../audit';
import { accountsProjection, sessionProjection } from '../accounts';
import { channelsProjection, transcoderCommandsProjection } from '../channels';
import { cmsProjection, contentRecordsProjection } from '../cms';
import { devicesProjection } from '../devices';
import { groupsProjection } from '../groups';
import { instancesProjection } from '../instances';
import { maintenanceProjection } from '../maintenance';
import { runningOrdersProjection } from '../running-orders';
import { filtersProjection, settingsProjection } from '../settings';
import { billingProjection } from '../billing';
import { clipsProjection } from '../clips';
import { clockProjection, displayZoneProjection } from '../clock';
import { connectionProjection } from '../connection';
import { framesProjection } from '../frames';
import { journalProjection, latestCommandsProjection, pendingCommandsProjection } from '../journal';
import { processesProjection } from '../processes';
import type { EventShape, Projection } from '../projection';
import { dashboardChoicesProjection, feedPushesProjection, scheduleProjection } from '../schedule';
import { uploadsProjection } from '../uploads';
import type { DomainEvent } from './domain-event';

/** Every projection of the console, by the name its slice has in the root state. */
export const projections = {
  frames: framesProjection,
  connection: connectionProjection,
  clock: clockProjection,
  journal: journalProjection,
  pendingCommands: pendingCommandsProjection,
  latestCommands: latestCommandsProjection,
  feedPushes: feedPushesProjection,
  transcoderCommands: transcoderCommandsProjection,
  dashboardChoices: dashboardChoicesProjection,
  displayZone: displayZoneProjection,
  channels: channelsProjection,
  instances: instancesProjection,
  devices: devicesProjection,
  schedule: scheduleProjection,
  billing: billingProjection,
  clips: clipsProjection,
  processes: processesProjection,
  uploads: uploadsProjection,
  session: sessionProjection,
  accounts: accountsProjection,
  groups: groupsProjection,
  settings: settingsProjection,
  filters: filtersProjection,
  cms: cmsProjection,
  contentRecords: contentRecordsProjection,
  runningOrders: runningOrdersProjection,
  maintenance: maintenanceProjection,
  audit: auditProjection,
} as const;

type Projections = typeof projections;
export type ProjectionName = keyof Projections;
export type RootState = { readonly [K in ProjectionName]: Projections[K]['initial'] };

export const initialRootState: RootState = Object.fromEntries(
  Object.entries(projections).map(([name, projection]) => [name, projection.initial]),
) as RootState;

type AnyProjection = Projection<unknown, EventShape>;
interface Route {
  readonly slice: ProjectionName;
  readonly projection: AnyProjection;
}

// Event type → the projections that handle it, built once so a batch touches only what it must.
const routes = new Map<string, Route[]>();
for (const [slice, projection] of Object.entries(projections) as [ProjectionName, AnyProjection][]) {
  for (const type of projection.handles) routes.set(type, [...(routes.get(type) ?? []), { slice, projection }]);
}

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
  for (const value of Object.values(event)) {
    if (typeof value !== 'object' || value === null || Object.isFrozen(value)) continue;
    if (deep) deepFreeze(value);
    else Object.freeze(value);
  }
};

/**
 * Folds a batch of events into the root state in one immer `produce` (shallow copies of busy maps happen
 * once per batch, not once per event); an empty batch returns the same state.
 */
export const reduceBatch = (state: RootState, events: readonly DomainEvent[]): RootState => {
  if (events.length === 0) return state;
  return immer.produce(state, (draft) => {
    const slices = draft as Record<ProjectionName, Draft<unknown>>;
    for (const event of events) {
      const targets = routes.get(event.type);
      if (!targets) continue;
      sealPayloads(event);
      for (const { slice, projection } of targets) projection.apply(slices[slice], event);
    }
  });
};

/** The event types some projection handles. */
export const handledEventTypes = (): ReadonlySet<string> => new Set(routes.keys());
