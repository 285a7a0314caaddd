import type { Services } from '../services';
import { simulationOf, startSimulation } from '../simulation/simulation-registry';
import type { Database } from '../storage/database';
import { LocalBus, type ClusterBus } from '../protocol/cluster-bus';
import { reportWatching } from './relays';
import { SimulationLease } from './simulation-lease';
import type { Logger } from '../protocol/logger';

/** How often a process tells the simulating one which instance status and clip settings topics it has joined. */
const watchReportMs = 3_000;

/**
 * The cluster bus: LISTEN/NOTIFY when the database is a PostgreSQL server other processes may share, a bus
 * that sends nothing with PGlite (one process per data folder).
 */
export const openBus = async (db: Database, databaseUrl: string | undefined, log: Logger): Promise<ClusterBus> => {
  if (db.driver !== 'postgres' || !databaseUrl) return new LocalBus();
  const [{ PostgresBus }, { PostgresDatabase }] = await Promise.all([
    import('./postgres-bus'),
    import('../storage/postgres-database'),
  ]);
  if (!(db instanceof PostgresDatabase)) throw new Error('a postgres driver that is not PostgresDatabase');
  return PostgresBus.open(databaseUrl, db.pool, (error) => log.error('Cluster bus', error));
};

export interface RunningSimulation {
  /** Whether this process runs the simulation now. */
  simulating(): boolean;
  stop(): Promise<void>;
}

/**
 * Runs the simulation here (one process: always), or — on a shared PostgreSQL — when this process wins the
 * simulation lock, taking over when the holder dies (docs/deploy.md).
 */
export const runSimulation = (services: Services, databaseUrl: string | undefined): RunningSimulation => {
  if (!services.cluster.shared || !databaseUrl) {
    const alone = startSimulation(services);
    return { simulating: () => true, stop: () => alone.stop() };
  }
  const { cluster: bus, log } = services;
  const simulation = simulationOf(services);
  const lease = new SimulationLease(databaseUrl, {
    acquired: () => {
      log.info(`Simulation: running in this process (pid ${process.pid}).`);
      simulation.resume();
      simulation.start();
      bus.publish('who-watches', null);
      // The first tick at once, not a period later: every console's statuses are fresh again right after a
      // takeover (docs/performance.md "Cluster": clusterTakeoverMs).
      void simulation.tick();
    },
    lost: () => {
      log.warn('Simulation: the lock connection was lost; stopped here until the lock is won again.');
      void simulation.stop();
    },
    error: (error) => log.error('Simulation lock', error),
  });
  lease.start();
  const reporter = setInterval(() => reportWatching(services, bus), watchReportMs);
  reporter.unref();
  return {
    simulating: () => lease.held,
    stop: async () => {
      clearInterval(reporter);
      bus.publish('leaving', null);
      // Finish the tick in flight before another process may start one.
      await simulation.stop();
      await lease.stop();
    },
  };
};
