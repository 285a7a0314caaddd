import type { Services } from '../services';
import type { ExternalDeviceState } from './device-state';

/** What of an external device outlives a restart: what an operator set (routes, modes, audio), not relay cycles. */
export interface SavedDevice {
  readonly routing?: readonly (readonly [number, number])[];
  readonly videoInputMode?: string;
  readonly videoOutputMode?: string;
  readonly audioRouting?: Readonly<Record<string, string>>;
}

const key = 'external_devices';

export const savedDeviceOf = (state: ExternalDeviceState): SavedDevice => ({
  routing: [...state.routing],
  ...(state.videoInputMode !== undefined ? { videoInputMode: state.videoInputMode } : {}),
  ...(state.videoOutputMode !== undefined ? { videoOutputMode: state.videoOutputMode } : {}),
  ...(state.audioRouting !== undefined ? { audioRouting: { ...state.audioRouting } } : {}),
});

/** Applies what was saved onto a device's fresh state (ports that no longer exist are dropped). */
export const restoreDevice = (state: ExternalDeviceState, saved: SavedDevice): void => {
  for (const [out, input] of saved.routing ?? [])
    if (state.outputs.some((port) => port.id === out) && state.inputs.some((port) => port.id === input))
      state.routing.set(out, input);
  if (saved.videoInputMode !== undefined && state.kind === 'teranex') state.videoInputMode = saved.videoInputMode;
  if (saved.videoOutputMode !== undefined && state.kind === 'teranex') state.videoOutputMode = saved.videoOutputMode;
  if (saved.audioRouting !== undefined && state.kind === 'teranex') state.audioRouting = { ...saved.audioRouting };
};

export const loadSavedDevices = async (services: Services): Promise<ReadonlyMap<number, SavedDevice>> => {
  const saved = (await services.store.system.get<Record<string, SavedDevice>>(key)) ?? {};
  return new Map(Object.entries(saved).map(([id, device]) => [Number(id), device]));
};

/**
 * Persists one device after a command changed it, like the server's other state (PGlite): the console shows
 * after a restart the routes and modes it set before. One JSON value keyed by instance id.
 */
// Saves run one after another per server: each reads the whole value and writes it back.
const queues = new WeakMap<Services, Promise<void>>();

export const saveDevice = (services: Services, instanceId: number, state: ExternalDeviceState): Promise<void> => {
  const device = savedDeviceOf(state);
  const run = async (): Promise<void> => {
    // Read before the write: a read inside PGlite's write transaction would wait on that transaction.
    const saved = (await services.store.system.get<Record<string, SavedDevice>>(key)) ?? {};
    const next = { ...saved, [instanceId]: device };
    await services.store.db.write((tx) => services.store.system.set(tx, key, next));
  };
  const queued = (queues.get(services) ?? Promise.resolve()).then(run, run);
  queues.set(
    services,
    queued.catch(() => undefined),
  );
  return queued;
};
