import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { PhoenixConnection, Transport } from './phoenix-connection';
import { wsTransport } from './ws-transport';
import type { Logger } from './logger';

export const socketPath = '/socket/websocket';
/** The console's fixed protocol version (spec 1 §9: "The socket carries a fixed version string, 19.09.2023"). */
export const protocolVersion = '19.09.2023';
/** Phoenix closes a socket that sent nothing for 60 s; the client heartbeats every 30 s. */
const idleTimeoutMs = 60_000;
const maxFrameBytes = 1024 * 1024;

/** The HTTP answer to an upgrade that is refused before any WebSocket exists. */
export interface UpgradeRefusal {
  readonly status: number;
  readonly text: string;
}

export const refuseUpgrade = (socket: Duplex, { status, text }: UpgradeRefusal): void => {
  const body = `${text}\n`;
  socket.end(
    `HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
};

/** What is wrong with an upgrade's path, `vsn` or `version` (checked before any token); undefined when nothing is. */
export const upgradeProblem = (url: URL): UpgradeRefusal | undefined => {
  if (url.pathname !== socketPath) return { status: 404, text: 'Not Found' };
  if (url.searchParams.get('vsn') !== '2.0.0') return { status: 400, text: 'Bad Request' };
  if (url.searchParams.get('version') !== protocolVersion) return { status: 403, text: 'Forbidden' };
  return undefined;
};

/**
 * The open sockets of one endpoint (the studio server's or a replay's): turns an upgrade its endpoint accepted
 * into a connection, feeds the connection its WebSocket's messages, closes connections silent for 60 s, and
 * closes them all at shutdown once the frames already received are handled.
 */
export class ConnectionPool<Connection extends PhoenixConnection> {
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: maxFrameBytes, perMessageDeflate: false });
  private readonly lastHeard = new Map<Connection, number>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly log: Logger) {
    this.sweeper = setInterval(() => this.closeIdle(), idleTimeoutMs / 4);
    this.sweeper.unref();
  }

  get size(): number {
    return this.lastHeard.size;
  }

  get connections(): Connection[] {
    return [...this.lastHeard.keys()];
  }

  /** Completes the upgrade; `closed` hears when the peer closed the socket (after the connection did). */
  accept(
    request: IncomingMessage,
    socket: Duplex,
    head: Buffer,
    open: (transport: Transport) => Connection,
    closed?: (connection: Connection) => void,
  ): void {
    this.wss.handleUpgrade(request, socket, head, (ws) => {
      const connection = open(wsTransport(ws, socket));
      this.lastHeard.set(connection, Date.now());
      ws.on('message', (data, isBinary) => {
        this.lastHeard.set(connection, Date.now());
        if (isBinary) connection.receiveBinary();
        else connection.receive(Array.isArray(data) ? Buffer.concat(data).toString('utf8') : data.toString('utf8'));
      });
      ws.on('error', (error) => this.log.warn(`Socket error: ${error.message}`));
      ws.on('close', () => {
        connection.closedByPeer();
        this.lastHeard.delete(connection);
        closed?.(connection);
      });
    });
  }

  /** Closes every socket (1001 going away) and waits until the frames already received are handled. */
  async close(): Promise<void> {
    clearInterval(this.sweeper);
    const connections = this.connections;
    for (const connection of connections) connection.close(1001, 'server shutting down');
    await Promise.all(connections.map((connection) => connection.idle()));
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
  }

  private closeIdle(): void {
    const now = Date.now();
    for (const [connection, heard] of this.lastHeard) if (now - heard > idleTimeoutMs) connection.close(1000, 'idle');
  }
}
