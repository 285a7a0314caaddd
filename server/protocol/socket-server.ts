import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Services, SessionSockets } from '../services';
import type { TopicRegistry } from '../topics/registry';
import { SocketConnection } from './connection';

export const socketPath = '/socket/websocket';
/** The console's fixed protocol version (spec 1 §9: "The socket carries a fixed version string, 19.09.2023"). */
export const protocolVersion = '19.09.2023';
/** Phoenix closes a socket that sent nothing for 60 s; the client heartbeats every 30 s. */
const idleTimeoutMs = 60_000;
const maxFrameBytes = 1024 * 1024;

const refuseUpgrade = (socket: Duplex, status: number, text: string): void => {
  const body = `${text}\n`;
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
};

/**
 * The Phoenix endpoint at /socket/websocket: checks vsn, version and token on the upgrade (a bad token is
 * refused with HTTP 403 before any WebSocket exists, as Phoenix's connect/3 returning :error does) and keeps
 * the open connections by session, so a deleted session can be disconnected at once.
 */
export class SocketServer implements SessionSockets {
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: maxFrameBytes, perMessageDeflate: false });
  private readonly bySession = new Map<number, Set<SocketConnection>>();
  private readonly lastHeard = new Map<SocketConnection, number>();
  private services: Services | undefined;
  private sweeper: NodeJS.Timeout | undefined;
  private stopListening: (() => void) | undefined;

  constructor(private readonly registry: TopicRegistry) {}

  start(services: Services): void {
    this.services = services;
    this.stopListening = services.actors.onInvalidate(() => void this.refreshActors());
    this.sweeper = setInterval(() => this.closeIdle(), idleTimeoutMs / 4);
    this.sweeper.unref();
  }

  get connectionCount(): number {
    return this.lastHeard.size;
  }

  async handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    const services = this.services;
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (!services) return refuseUpgrade(socket, 503, 'Service Unavailable');
    if (url.pathname !== socketPath) return refuseUpgrade(socket, 404, 'Not Found');
    if (url.searchParams.get('vsn') !== '2.0.0') return refuseUpgrade(socket, 400, 'Bad Request');
    if (url.searchParams.get('version') !== protocolVersion) return refuseUpgrade(socket, 403, 'Forbidden');
    const identity = await services.actors.authenticate(url.searchParams.get('token') ?? undefined).catch(() => undefined);
    if (!identity) return refuseUpgrade(socket, 403, 'Forbidden');
    this.wss.handleUpgrade(request, socket, head, (ws) => this.open(ws, services, identity));
  }

  disconnectSession(sessionId: number): void {
    for (const connection of [...(this.bySession.get(sessionId) ?? [])]) connection.close(4001, 'session ended');
  }

  /** Closes every socket (1001 going away) and waits until the frames already received are handled. */
  async close(): Promise<void> {
    clearInterval(this.sweeper);
    this.stopListening?.();
    const connections = [...this.lastHeard.keys()];
    for (const connection of connections) connection.close(1001, 'server shutting down');
    await Promise.all(connections.map((connection) => connection.idle()));
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
  }

  private open(ws: WebSocket, services: Services, identity: SocketConnection['identity']): void {
    const connection = new SocketConnection(
      { send: (text) => ws.send(text), close: (code, reason) => ws.close(code, reason), get bufferedAmount() { return ws.bufferedAmount; } },
      identity,
      services,
      this.registry,
    );
    let sessions = this.bySession.get(identity.sessionId);
    if (!sessions) this.bySession.set(identity.sessionId, (sessions = new Set()));
    sessions.add(connection);
    this.lastHeard.set(connection, Date.now());
    void services.actors.resolve(identity).then((actor) => (connection.actor ??= actor), () => undefined);
    void services.store.db.write((tx) => services.store.sessions.touch(tx, identity.sessionId)).catch(() => undefined);

    ws.on('message', (data, isBinary) => {
      this.lastHeard.set(connection, Date.now());
      if (isBinary) connection.receiveBinary();
      else connection.receive(Array.isArray(data) ? Buffer.concat(data).toString('utf8') : data.toString('utf8'));
    });
    ws.on('error', (error) => services.log.warn(`Socket error: ${error.message}`));
    ws.on('close', () => {
      connection.closedByPeer();
      this.lastHeard.delete(connection);
      sessions.delete(connection);
      if (sessions.size === 0) this.bySession.delete(identity.sessionId);
    });
  }

  private closeIdle(): void {
    const now = Date.now();
    for (const [connection, heard] of this.lastHeard) if (now - heard > idleTimeoutMs) connection.close(1000, 'idle');
  }

  private async refreshActors(): Promise<void> {
    const services = this.services;
    if (!services) return;
    await Promise.all([...this.lastHeard.keys()].map(async (connection) => {
      connection.actor = await services.actors.resolve(connection.identity).catch(() => connection.actor);
    }));
  }
}
