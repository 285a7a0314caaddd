import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { protocolVersion, socketPath } from '../protocol/socket-server';
import type { Logger } from '../services';
import { PhoenixConnection } from './phoenix-connection';
import { ReplayChannels } from './replay-channels';
import type { ReplayScript } from './replay-script';
import type { TimelineOptions } from './replay-timeline';

/** As the studio server: a socket silent for 60 s is closed (clients heartbeat every 30 s). */
const idleTimeoutMs = 60_000;
const maxFrameBytes = 1024 * 1024;

const refuseUpgrade = (socket: Duplex, status: number, text: string): void => {
  const body = `${text}\n`;
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
};

/**
 * /socket/websocket in replay mode: the studio server's upgrade checks on path, `vsn` and `version`, but any
 * token (or none) is accepted, since there is no session to check it against. Each connection gets its own
 * replay from the origin.
 */
export class ReplayEndpoint {
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: maxFrameBytes, perMessageDeflate: false });
  private readonly lastHeard = new Map<PhoenixConnection, number>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly script: ReplayScript, private readonly options: TimelineOptions, private readonly log: Logger) {
    this.sweeper = setInterval(() => this.closeIdle(), idleTimeoutMs / 4);
    this.sweeper.unref();
  }

  get connectionCount(): number {
    return this.lastHeard.size;
  }

  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== socketPath) return refuseUpgrade(socket, 404, 'Not Found');
    if (url.searchParams.get('vsn') !== '2.0.0') return refuseUpgrade(socket, 400, 'Bad Request');
    if (url.searchParams.get('version') !== protocolVersion) return refuseUpgrade(socket, 403, 'Forbidden');
    this.wss.handleUpgrade(request, socket, head, (ws) => this.open(ws));
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    for (const connection of [...this.lastHeard.keys()]) connection.close(1001, 'server shutting down');
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
  }

  private open(ws: WebSocket): void {
    const connection = new PhoenixConnection(
      { send: (text) => ws.send(text), close: (code, reason) => ws.close(code, reason), get bufferedAmount() { return ws.bufferedAmount; } },
      (outlet) => new ReplayChannels(outlet, this.script, this.options),
    );
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
    });
  }

  private closeIdle(): void {
    const now = Date.now();
    for (const [connection, heard] of this.lastHeard) if (now - heard > idleTimeoutMs) connection.close(1000, 'idle');
  }
}
