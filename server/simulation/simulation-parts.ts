import type { Services } from '../services';
import type { InstanceStatsModel } from './instance-stats';
import type { JobQueue } from './jobs';
import type { WorldReader } from './world';

/** What the command modules need of the simulation (kept narrow so they do not import the loop). */
export interface SimulationParts {
  readonly services: Services;
  readonly world: WorldReader;
  readonly jobs: JobQueue;
  readonly stats: InstanceStatsModel;
  /** The simulation's clock (ms): the server clock, or the time of the latest tick if that is later. */
  now(): number;
}

/** The latest streamer release as GET kepitstreamer/3/update/latest answers it. */
export const latestStreamerVersion = async (services: Services): Promise<string> =>
  (await services.store.system.get<{ version?: string }>('streamer_latest'))?.version ?? 'v1.0.0';
