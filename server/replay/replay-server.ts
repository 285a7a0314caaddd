import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { sendError } from '../http/respond';
import { ReplayEndpoint } from './replay-endpoint';
import { createReplayHandler } from './replay-http';
import type { ReplayScript } from './replay-script';
import type { Logger } from '../protocol/logger';

const root = path.resolve(__dirname, '..', '..');

export interface ReplayServerOptions {
  readonly script: ReplayScript;
  /** Recording time per wall-clock time; 1 is as recorded. */
  readonly speed?: number;
  readonly loop?: boolean;
  readonly host?: string;
  /** 0 picks a free port. */
  readonly port?: number;
  /** The console bundle; served when the folder exists (default dist/). */
  readonly distDir?: string;
  readonly log: Logger;
}

export interface ReplayServer {
  readonly url: string;
  readonly socketUrl: string;
  readonly port: number;
  readonly connectionCount: number;
  close(): Promise<void>;
}

const listen = (server: Server, port: number, host: string): Promise<AddressInfo> =>
  new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server.address() as AddressInfo);
    });
  });

/** The studio server in replay mode: no database, no sessions; every socket replays the script on its own clock. */
export const startReplayServer = async (options: ReplayServerOptions): Promise<ReplayServer> => {
  const speed = options.speed ?? 1;
  if (!(speed > 0) || !Number.isFinite(speed)) throw new Error(`speed must be a positive number, got ${speed}`);
  const endpoint = new ReplayEndpoint(options.script, { speed, loop: options.loop ?? false }, options.log);
  const handle = createReplayHandler(options.script, options.distDir ?? path.join(root, 'dist'));
  const http = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      options.log.error(`${request.method ?? ''} ${request.url ?? ''} failed`, error);
      if (!response.headersSent) sendError(response, 500, 'Internal error');
      else response.destroy();
    });
  });
  http.on('upgrade', (request, socket, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    endpoint.handleUpgrade(request, socket, head);
  });
  const address = await listen(http, options.port ?? 4100, options.host ?? '127.0.0.1');
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  let closing: Promise<void> | undefined;
  return {
    url: `http://${host}:${address.port}`,
    socketUrl: `ws://${host}:${address.port}/socket`,
    port: address.port,
    get connectionCount() {
      return endpoint.connectionCount;
    },
    close: () =>
      (closing ??= (async () => {
        const stopped = new Promise<void>((resolve) => http.close(() => resolve()));
        http.closeIdleConnections();
        await endpoint.close();
        http.closeAllConnections();
        await stopped;
      })()),
  };
};
