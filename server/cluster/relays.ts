import type { InstanceStatus } from '../../src/domain/instances';
import type { ActorDirectory } from '../auth/actor-directory';
import type { Presented } from '../records/entity-kind';
import { announceChangeHere, announceCreationsHere, announceRemovalHere } from '../records/announce';
import type { ProfileNotifier, Services, SessionSockets } from '../services';
import { broadcastInstanceStatus, type ControlSnapshot } from '../simulation/simulation';
import { simulationOf } from '../simulation/simulation-registry';
import type { StoredDocument } from '../storage/document-repository';
import type { ClusterBus } from '../protocol/cluster-bus';
import { replicatedKinds } from './replicated-kinds';

// What crosses between the processes of a cluster besides plain broadcasts (relayed-pubsub.ts): changes whose
// frames depend on who receives them, re-announced on each process for its own subscribers; session ends,
// profile changes and account-cache invalidations; instance statuses from the simulating process, and which
// status topics each process has joined. docs/deploy.md lists them.

/** A stored document as JSON carried it: its dates became strings. */
type Carried<T> = { readonly [K in keyof T]: T[K] extends Date ? string : T[K] };

const document = (carried: Carried<StoredDocument>): StoredDocument => ({
  ...carried,
  insertedAt: new Date(carried.insertedAt),
  updatedAt: new Date(carried.updatedAt),
});
const presented = (carried: { document: Carried<StoredDocument>; wire: Presented['wire'] }): Presented => ({
  document: document(carried.document),
  wire: carried.wire,
});

const known = <K>(kinds: ReadonlyMap<string, K>, name: string): K => {
  const kind = kinds.get(name);
  if (!kind) throw new Error(`cluster: ${name} is not in server/cluster/replicated-kinds.ts`);
  return kind;
};

/** Registers the handlers of relayed changes on this process. */
export const installRelays = (services: Services, bus: ClusterBus): void => {
  bus.on('entity-change', (args) => {
    const { kind, before, after } = args as {
      kind: string;
      before?: Parameters<typeof presented>[0];
      after: Parameters<typeof presented>[0];
    };
    announceChangeHere(known(replicatedKinds, kind), services, before && presented(before), presented(after));
  });
  bus.on('entity-creations', (args) => {
    const { kind, created } = args as { kind: string; created: Parameters<typeof presented>[0][] };
    announceCreationsHere(known(replicatedKinds, kind), services, created.map(presented));
  });
  bus.on('entity-removal', (args) => {
    const { kind, removed } = args as { kind: string; removed: Parameters<typeof presented>[0] };
    announceRemovalHere(known(replicatedKinds, kind), services, presented(removed));
  });
  bus.on('instance-status', (args) => {
    const { id, status } = args as { id: number; status: InstanceStatus };
    broadcastInstanceStatus(services, id, status);
  });
  bus.on('watching', (args, from) => {
    const { ids, clipEvents } = args as Watching;
    const simulation = simulationOf(services);
    simulation.watchedElsewhere.report(from, ids);
    simulation.clipEventsElsewhere.report(from, clipEvents);
  });
  bus.on('leaving', (_args, from) => {
    simulationOf(services).watchedElsewhere.forget(from);
    simulationOf(services).clipEventsElsewhere.forget(from);
  });
  bus.on('who-watches', () => reportWatching(services, bus));
};

/** What a process's consoles watch that the simulation steps: instance statuses and clip settings. */
interface Watching {
  readonly ids: readonly number[];
  readonly clipEvents: readonly string[];
}

/** Tells the simulating process which instance status and clip settings topics are joined here. */
export const reportWatching = (services: Services, bus: ClusterBus): void => {
  const simulation = simulationOf(services);
  bus.publish('watching', {
    ids: simulation.watchedInstances.keys(),
    clipEvents: simulation.clipSettings.watched.keys(),
  } satisfies Watching);
};

/** A control frame from the simulating process, kept for the control joins answered here. */
export const adoptControlFrame = (services: Services, topic: string, event: string, payload: unknown): void => {
  if (topic === 'control' && ['channels', 'instances', 'mediaconnects', 'timestamp'].includes(event))
    simulationOf(services).adoptControl(event as keyof ControlSnapshot, payload);
};

/** Ends a session's sockets on every process (a logout or a deleted session on one of them). */
export const relayedSockets = (sockets: SessionSockets, bus: ClusterBus): SessionSockets => {
  bus.on('session-ended', (args) => sockets.disconnectSession((args as { sessionId: number }).sessionId));
  return {
    disconnectSession: (sessionId) => {
      sockets.disconnectSession(sessionId);
      bus.publish('session-ended', { sessionId });
    },
  };
};

/** Profile updates reach the account's profile channels on every process. */
export const relayedProfiles = (profiles: ProfileNotifier, bus: ClusterBus): ProfileNotifier => {
  bus.on('profile-changed', (args) => void profiles.changed((args as { accountId: number }).accountId));
  return {
    add: (actor, channel) => profiles.add(actor, channel),
    // This process's channels are updated before the promise resolves (the push's reply comes after the frame).
    changed: (accountId) => {
      bus.publish('profile-changed', { accountId });
      return profiles.changed(accountId);
    },
  };
};

/** An account or group written on one process drops the cached account facts on all of them. */
export const relayInvalidations = (actors: ActorDirectory, bus: ClusterBus): void => {
  let relayed = false;
  bus.on('actors-invalidated', () => {
    relayed = true;
    try {
      actors.invalidate();
    } finally {
      relayed = false;
    }
  });
  actors.onInvalidate(() => {
    if (!relayed) bus.publish('actors-invalidated', null);
  });
};
