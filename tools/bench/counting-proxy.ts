import { createServer, Socket } from 'node:net';

// A loopback TCP proxy in front of the studio server for the wall bench (issue 31 §3): it counts how many
// connections the browser holds open at once (the per-host budget of HTTP/1.1: Chromium opens at most 6 to one
// host; WebSockets are counted apart, they have their own budget), and it can cut the console's socket the way a
// network does (the TCP connection reset, no close frame), for the soak's "the socket dropped and back".

export interface CountingProxy {
  /** The proxy's origin (http://127.0.0.1:port): open the console here instead of the server's own url. */
  readonly url: string;
  /** The most HTTP connections (WebSockets aside) open at once since the last `resetCounts()`. */
  maxHttpConnections(): number;
  resetCounts(): void;
  /** Cuts every WebSocket connection; returns how many were cut. */
  dropSockets(): number;
  close(): Promise<void>;
}

export const startCountingProxy = async (target: URL): Promise<CountingProxy> => {
  const http = new Set<Socket>();
  const sockets = new Set<Socket>();
  let maxHttp = 0;
  const server = createServer((client) => {
    client.setNoDelay(true);
    const upstream = new Socket();
    upstream.setNoDelay(true);
    upstream.connect(Number(target.port), target.hostname);
    const end = (): void => {
      client.destroy();
      upstream.destroy();
      http.delete(client);
      sockets.delete(client);
    };
    client.once('data', (first: Buffer) => {
      // A connection is a WebSocket when its first request asks for the upgrade; HTTP/1.1 otherwise.
      if (/^upgrade:\s*websocket/im.test(first.toString('latin1'))) sockets.add(client);
      else {
        http.add(client);
        maxHttp = Math.max(maxHttp, http.size);
      }
      upstream.write(first);
      client.pipe(upstream);
    });
    upstream.pipe(client);
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the proxy has no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    maxHttpConnections: () => maxHttp,
    resetCounts: () => {
      maxHttp = http.size;
    },
    dropSockets: () => {
      const cut = sockets.size;
      for (const socket of [...sockets]) socket.resetAndDestroy();
      return cut;
    },
    close: async () => {
      for (const socket of [...http, ...sockets]) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};
