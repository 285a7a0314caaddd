import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { AuditTrail } from './audit/audit-trail';
import type { ClusterBus } from './protocol/cluster-bus';
import { openBus, runSimulation } from './cluster/cluster';
import { RelayedPubSub } from './cluster/relayed-pubsub';
import { SimulationPushes } from './cluster/simulation-pushes';
import { installDrillRelay } from './cluster/drill-relay';
import { installPresenceRelay } from './cluster/presence-relay';
import {
  adoptControlFrame,
  installRelays,
  relayedProfiles,
  relayedSockets,
  relayInvalidations,
} from './cluster/relays';
import { ActorDirectory } from './auth/actor-directory';
import { LoginLimits, type LoginLimitOptions } from './auth/login-limits';
import { createHttpServer } from './http/http-server';
import { openHlsMedia } from './media';
import { PresenceTracker } from './protocol/presence';
import { PubSub } from './protocol/pubsub';
import { protocolVersion } from './protocol/phoenix-endpoint';
import { SocketServer } from './socket/socket-server';
import { seedIfFresh, type SeedName, type SeedReport } from './seed/seed';
import { startHealthProbe } from './system/health-probe';
import { openDrillBoard } from './simulation/drill-board';
import type { Services } from './services';
import { prepareDataFolder } from './storage/data-folder';
import { advisoryLocks } from './storage/database';
import { openStore, type Store } from './storage/store';
import { referencedUploadKeys } from './storage/upload-references';
import { startOrphanUploadSweeper, type OrphanUploadSweeper } from './uploads/orphan-uploads';
import { allTopics } from './topics/all-topics';
import { openWebrtc, type Webrtc } from './webrtc';
import { webrtcPort } from '../src/domain/instances';
import { ProfileChannels } from './topics/profile-channels';
import { profilePayload } from './topics/profile';
import { TopicRegistry } from './topics/registry';
import type { Logger } from './protocol/logger';

export type { SeedName, SeedReport } from './seed/seed';
export type { Logger } from './protocol/logger';

const root = path.resolve(__dirname, '..');
const httpDrainMs = 5_000;
/** The package's version, reported on system:health. */
const serverVersion =
  (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version?: string }).version ?? '';

export interface StudioServerOptions {
  /** The data folder (PGlite cluster, uploads). Created when missing. */
  readonly dataDir: string;
  /**
   * A PostgreSQL server to use instead of PGlite (`DATABASE_URL`; docs/deploy.md). Several processes may share
   * it; the data folder then holds only the uploads, unless `uploadsDir` puts them elsewhere.
   */
  readonly databaseUrl?: string;
  /** Where uploaded files live (default: `uploads/` in the data folder); every process of a cluster must reach it. */
  readonly uploadsDir?: string;
  readonly host?: string;
  /** 0 picks a free port. */
  readonly port?: number;
  /** Empties the data folder first. */
  readonly reset?: boolean;
  /** What a fresh data folder is filled with; a seeded folder is never seeded again. */
  readonly seed?: SeedName;
  readonly distDir?: string;
  /** The folder of looped HLS test segments (default server/media/segments). */
  readonly segmentsDir?: string;
  readonly clock?: () => number;
  readonly log?: Logger;
  readonly loginLimits?: LoginLimitOptions;
  /**
   * The WHEP endpoint's port (spec 3 §9: 8889). When absent: 8889, or a free port when `port` is 0 (tests start
   * many servers side by side).
   */
  readonly webrtcPort?: number;
  /** Start the WHEP worker thread with the server, not at the first offer (server/webrtc `startWorker`). */
  readonly whepWorkerAtStart?: boolean;
}

export interface StudioServer {
  readonly url: string;
  readonly socketUrl: string;
  readonly host: string;
  readonly port: number;
  /** The WHEP endpoint's origin: `{webrtcUrl}/{webrtc_name}/whep` (docs/protocol/webrtc.md). */
  readonly webrtcUrl: string;
  readonly webrtc: Webrtc;
  readonly seed: SeedReport;
  /** For tests and tools that need to look inside (the store, the pubsub). */
  readonly services: Services;
  /** This process's socket server (`services.sockets` is wrapped to reach the other processes of a cluster). */
  readonly sockets: SocketServer;
  /** The sweep that removes uploads no saved item refers to after a day (docs/protocol.md "Orphan uploads"). */
  readonly orphanUploads: OrphanUploadSweeper;
  /** Stops accepting, closes sockets, finishes writes in flight, closes the database. */
  close(): Promise<void>;
}

export const consoleLogger: Logger = {
  info: (message) => console.log(message),
  warn: (message) => console.warn(`warning: ${message}`),
  error: (message, error) => console.error(`error: ${message}`, error ?? ''),
};

const uploadSecret = async (store: Store): Promise<string> => {
  const stored = await store.system.get<string>('upload_secret');
  if (stored) return stored;
  const secret = randomBytes(32).toString('hex');
  await store.db.write((tx) => store.system.set(tx, 'upload_secret', secret));
  return secret;
};

const listen = (server: Server, port: number, host: string): Promise<AddressInfo> =>
  new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server.address() as AddressInfo);
    });
  });

export const startStudioServer = async (options: StudioServerOptions): Promise<StudioServer> => {
  const clock = options.clock ?? Date.now;
  const log = options.log ?? consoleLogger;
  if (options.databaseUrl && options.reset)
    throw new Error('--reset empties a data folder; with DATABASE_URL, drop and create the database instead.');
  const folder = await prepareDataFolder(options.dataDir, options.reset ?? false);
  const store = await openStore(folder.database, options.databaseUrl);
  let bus: ClusterBus | undefined;
  try {
    // Processes starting together against one PostgreSQL seed it once and share one upload secret.
    const { seed, secret } = await store.db.exclusively(advisoryLocks.schema, async () => ({
      seed: await seedIfFresh(store, options.seed ?? 'demo', clock),
      secret: await uploadSecret(store),
    }));
    // With a shared PostgreSQL, broadcasts and session changes cross to the other processes (docs/deploy.md).
    const cluster = (bus = await openBus(store.db, options.databaseUrl, log));
    const pubsub = cluster.shared
      ? new RelayedPubSub(cluster, (topic, event, payload) => adoptControlFrame(services, topic, event, payload))
      : new PubSub();
    const actors = new ActorDirectory(store, (message) => log.error(message));
    const registry = new TopicRegistry(allTopics);
    const sockets = new SocketServer(registry);
    const simulationPushes = cluster.shared ? new SimulationPushes(cluster, registry) : undefined;
    const profiles = new ProfileChannels(profilePayload);
    relayInvalidations(actors, cluster);
    const webrtc = openWebrtc({
      store,
      log,
      host: options.host ?? '127.0.0.1',
      startWorker: options.whepWorkerAtStart ?? false,
      authenticate: async (token) => {
        const identity = await actors.authenticate(token);
        return identity && actors.resolve(identity);
      },
    });
    actors.onInvalidate(() => webrtc.accountsChanged());
    const services: Services = {
      store,
      pubsub,
      presence: new PresenceTracker(pubsub),
      actors,
      audit: new AuditTrail(store, pubsub, clock, (error) => log.error('Audit write failed', error), cluster),
      // A console session that ends (logout, a deleted session or account, here or in another process) ends its
      // sockets and the WHEP sessions opened with its token.
      sockets: relayedSockets(
        {
          disconnectSession: (sessionId) => {
            sockets.disconnectSession(sessionId);
            webrtc.consoleSessionEnded(sessionId);
          },
        },
        cluster,
      ),
      loginLimits: new LoginLimits(options.loginLimits),
      profiles: relayedProfiles(profiles, cluster),
      clock,
      log,
      uploadSecret: secret,
      uploadsDir: options.uploadsDir ?? folder.uploads,
      cluster,
      simulationPushes,
    };
    installRelays(services, cluster);
    // Fault drills (issue 31 §2): every process holds them; the playlists take them as an input.
    const drills = openDrillBoard(services);
    installDrillRelay(drills, cluster, (message) => log.warn(message));
    // Who edits what, on every process (issue 32 §1, docs/protocol/editing.md "Several processes").
    const stopPresence = installPresenceRelay(services.presence, cluster, (message) => log.warn(message));
    const retention = services.audit.startRetention();
    await retention.first;
    const orphanUploads = startOrphanUploadSweeper({
      uploadsDir: services.uploadsDir,
      clock,
      referenced: (keys) => referencedUploadKeys(store.db.read, keys),
      log,
    });
    sockets.start(services);
    profiles.start(services);
    const media = openHlsMedia(options.segmentsDir);
    if (media.problem) log.warn(`Video is unavailable (every /hls request answers 503): ${media.problem}`);
    const bindHost = options.host ?? '127.0.0.1';
    const webrtcAddress = await listen(
      webrtc.http,
      options.webrtcPort ?? (options.port === 0 ? 0 : webrtcPort),
      bindHost,
    );
    const http = createHttpServer(services, {
      distDir: options.distDir ?? path.join(root, 'dist'),
      hls: (url, nowMs) => media.handleHlsRequest(url, nowMs, drills.channelDrills),
      webrtcPort: webrtcAddress.port,
    });
    http.on('upgrade', (request, socket, head: Buffer) => {
      socket.on('error', () => socket.destroy());
      sockets.handleUpgrade(request, socket, head).catch((error: unknown) => {
        log.error('Socket upgrade failed', error);
        socket.destroy();
      });
    });
    const address = await listen(http, options.port ?? 4000, bindHost).catch((error: unknown) => {
      webrtc.http.close();
      throw error;
    });
    const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
    const simulation = runSimulation(services, options.databaseUrl);
    simulationPushes?.install(services, () => simulation.simulating());
    const health = startHealthProbe(services, {
      protocol: protocolVersion,
      serverVersion,
      sockets: () => sockets.connectionCount,
      whepSessions: () => webrtc.sessions.size,
    });
    let closing: Promise<void> | undefined;
    return {
      url: `http://${host}:${address.port}`,
      socketUrl: `ws://${host}:${address.port}/socket`,
      host: address.address,
      port: address.port,
      webrtcUrl: `http://${host}:${webrtcAddress.port}`,
      webrtc,
      seed,
      services,
      sockets,
      orphanUploads,
      close: () =>
        (closing ??= (async () => {
          // First the other processes hear that this one's editors left, in one message (`presence-gone`); the
          // sockets closing below then tell nobody else (docs/protocol/one-truth.md "Who else is here").
          stopPresence();
          const stopped = new Promise<void>((resolve) => http.close(() => resolve()));
          http.closeIdleConnections();
          await sockets.close();
          profiles.close();
          webrtc.close();
          webrtc.http.close();
          webrtc.http.closeAllConnections();
          await simulation.stop();
          // Requests in flight may still write; give them a moment, then cut what is left (slow uploads).
          await Promise.race([stopped, new Promise((resolve) => setTimeout(resolve, httpDrainMs).unref())]);
          http.closeAllConnections();
          retention.stop();
          await orphanUploads.stop();
          health.stop();
          drills.close();
          await cluster.close();
          await store.db.close();
          await stopped;
        })()),
    };
  } catch (error) {
    await bus?.close();
    await store.db.close();
    throw error;
  }
};
