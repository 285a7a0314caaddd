import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { SessionIdentity } from '../auth/actor-directory';
import type { Services, SessionSockets } from '../services';
import type { TopicRegistry } from '../topics/registry';
import { SocketConnection } from './connection';
import type { Transport } from '../protocol/phoenix-connection';
import { ConnectionPool, refuseUpgrade, upgradeProblem } from '../protocol/phoenix-endpoint';

interface Started {
  readonly services: Services;
  readonly pool: ConnectionPool<SocketConnection>;
}

/**
 * The Phoenix endpoint at /socket/websocket: checks vsn, version and token on the upgrade (a bad token is
 * refused with HTTP 403 before any WebSocket exists, as Phoenix's connect/3 returning :error does) and keeps
 * the open connections by session, so a deleted session can be disconnected at once.
 */
export class SocketServer implements SessionSockets {
  private readonly bySession = new Map<number, Set<SocketConnection>>();
  private started: Started | undefined;
  private stopListening: (() => void) | undefined;

  constructor(private readonly registry: TopicRegistry) {}

  start(services: Services): void {
    this.started = { services, pool: new ConnectionPool(services.log) };
    this.stopListening = services.actors.onInvalidate(() => void this.refreshActors());
  }

  get connectionCount(): number {
    return this.started?.pool.size ?? 0;
  }

  async handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    const started = this.started;
    if (!started) return refuseUpgrade(socket, { status: 503, text: 'Service Unavailable' });
    const url = new URL(request.url ?? '/', 'http://localhost');
    const problem = upgradeProblem(url);
    if (problem) return refuseUpgrade(socket, problem);
    const identity = await started.services.actors
      .authenticate(url.searchParams.get('token') ?? undefined)
      .catch(() => undefined);
    if (!identity) return refuseUpgrade(socket, { status: 403, text: 'Forbidden' });
    started.pool.accept(
      request,
      socket,
      head,
      (transport) => this.open(transport, started.services, identity),
      (connection) => this.forget(connection),
    );
  }

  disconnectSession(sessionId: number): void {
    for (const connection of [...(this.bySession.get(sessionId) ?? [])]) connection.close(4001, 'session ended');
  }

  /** Closes every socket (1001 going away) and waits until the frames already received are handled. */
  async close(): Promise<void> {
    this.stopListening?.();
    await this.started?.pool.close();
  }

  private open(transport: Transport, services: Services, identity: SessionIdentity): SocketConnection {
    const connection = new SocketConnection(transport, identity, services, this.registry);
    let sessions = this.bySession.get(identity.sessionId);
    if (!sessions) this.bySession.set(identity.sessionId, (sessions = new Set()));
    sessions.add(connection);
    void services.actors.resolve(identity).then(
      (actor) => (connection.session.actor ??= actor),
      () => undefined,
    );
    void services.store.db.write((tx) => services.store.sessions.touch(tx, identity.sessionId)).catch(() => undefined);
    return connection;
  }

  private forget(connection: SocketConnection): void {
    const { sessionId } = connection.session.identity;
    const sessions = this.bySession.get(sessionId);
    sessions?.delete(connection);
    if (sessions?.size === 0) this.bySession.delete(sessionId);
  }

  private async refreshActors(): Promise<void> {
    const started = this.started;
    if (!started) return;
    await Promise.all(
      started.pool.connections.map(async ({ session }) => {
        session.actor = await started.services.actors.resolve(session.identity).catch(() => session.actor);
      }),
    );
  }
}
