import type { AuditTrail } from '../audit/audit-trail';
import type { ClusterBus } from '../protocol/cluster-bus';
import type { Actor } from '../auth/actor';
import type { ActorDirectory } from '../auth/actor-directory';
import type { LoginLimits } from '../auth/login-limits';
import type { PresenceTracker } from '../protocol/presence';
import type { PubSub } from '../protocol/pubsub';
import type { Reply } from '../protocol/reply';
import type { Store } from '../storage/store';
import type { Logger } from '../protocol/logger';

/** What the HTTP side may ask of the socket side without importing it. */
export interface SessionSockets {
  /** Closes every socket authenticated with the session (after logout or a session delete). */
  disconnectSession(sessionId: number): void;
}

/** Something that can be sent an event: a joined channel. */
export interface PushTarget {
  push(event: string, payload: unknown): void;
}

/** The open profile:{token} channels: told when an account's profile or sessions change. */
export interface ProfileNotifier {
  /** Registers a joined profile channel; returns the function that removes it. */
  add(actor: Actor, channel: PushTarget): () => void;
  /**
   * Sends `update` to every open profile channel of the account; resolves once sent, so a push handler that
   * awaits it replies after the frame (the console's optimistic wall filter relies on that order).
   */
  changed(accountId: number): Promise<void>;
}

/** Hands a push to the process that runs the simulation (docs/deploy.md); undefined: handle it here. */
export interface PushForwarder {
  forward(
    pattern: string,
    context: { readonly topic: string; readonly actor: Actor; readonly channel: PushTarget },
    event: string,
    payload: unknown,
  ): Promise<Reply> | undefined;
}

/** Everything a topic handler or HTTP route may use; built once in main.ts. */
export interface Services {
  readonly store: Store;
  readonly pubsub: PubSub;
  readonly presence: PresenceTracker;
  readonly actors: ActorDirectory;
  readonly audit: AuditTrail;
  readonly sockets: SessionSockets;
  readonly loginLimits: LoginLimits;
  readonly profiles: ProfileNotifier;
  readonly clock: () => number;
  readonly log: Logger;
  /** Secret for signing presigned upload forms; random per data folder. */
  readonly uploadSecret: string;
  /** Folder holding uploaded files (content uploads, presigned form targets). */
  readonly uploadsDir: string;
  /** The other studio-server processes sharing the database (docs/deploy.md); a no-op bus when alone. */
  readonly cluster: ClusterBus;
  /** Set when other processes may run the simulation (PostgreSQL mode). */
  readonly simulationPushes?: PushForwarder;
}
