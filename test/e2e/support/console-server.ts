import { ensureBundle } from '../../../tools/build/ensure-bundle';
import { loginAs, startTestServer, type TestServer } from '../../integration/support/studio';

/**
 * A studio server on a free loopback port serving the freshly built console, over its own copy of the demo
 * data. `restart` brings it back on the same port and data folder (the connection test stops it on purpose).
 */
export interface ConsoleServer {
  readonly url: string;
  readonly current: TestServer;
  /** A session token for a demo account (`{type}@demo.local`), logged in over HTTP. */
  tokenFor(type: string): Promise<string>;
  stop(): Promise<void>;
  restart(): Promise<void>;
  close(): Promise<void>;
}

export const startConsoleServer = async (): Promise<ConsoleServer> => {
  const distDir = ensureBundle();
  let current = await startTestServer({ distDir });
  const { port } = current.server;
  const { dataDir } = current;
  let running = true;
  const tokens = new Map<string, string>();
  return {
    get url() {
      return current.url;
    },
    get current() {
      return current;
    },
    async tokenFor(type) {
      const known = tokens.get(type);
      if (known) return known;
      const token = await loginAs(current.url, type);
      tokens.set(type, token);
      return token;
    },
    async stop() {
      if (!running) return;
      running = false;
      await current.stop();
    },
    async restart() {
      if (running) await current.stop();
      current = await startTestServer({ distDir, dataDir, port });
      running = true;
    },
    async close() {
      if (running) await current.close();
      running = false;
    },
  };
};
