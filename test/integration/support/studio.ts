import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Socket } from 'phoenix';
import { startStudioServer, type Logger, type StudioServer, type StudioServerOptions } from '../../../server/main';
import { connect } from './phoenix-client';

// One seeded data folder is made per test run (PGlite's first start costs ~3 s) and copied for every fresh
// server, which then opens in well under a second.

export interface TestServer {
  readonly server: StudioServer;
  readonly url: string;
  readonly socketUrl: string;
  readonly dataDir: string;
  /** Errors the server logged; a test that expects none asserts this stays empty. */
  readonly errors: string[];
  /** Stops the server (keeping the folder, for restart tests). */
  stop(): Promise<void>;
  /** Stops the server and removes its folder. */
  close(): Promise<void>;
}

let template: Promise<string> | undefined;

export const quietLogger = (errors: string[]): Logger => ({
  info: () => undefined,
  warn: () => undefined,
  error: (message, error) => errors.push(`${message}: ${error instanceof Error ? error.stack : String(error ?? '')}`),
});

const templateFolder = (): Promise<string> => {
  template ??= (async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'studio-template-'));
    const server = await startStudioServer({ dataDir, port: 0, seed: 'demo', log: quietLogger([]) });
    await server.close();
    process.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
    return dataDir;
  })();
  return template;
};

export type TestServerOptions = Partial<Omit<StudioServerOptions, 'dataDir'>> & { readonly dataDir?: string };

/** A server on a free loopback port over a copy of the seeded template (or over `dataDir` when given). */
export const startTestServer = async (options: TestServerOptions = {}): Promise<TestServer> => {
  let dataDir = options.dataDir;
  if (!dataDir) {
    dataDir = mkdtempSync(path.join(tmpdir(), 'studio-test-'));
    cpSync(await templateFolder(), dataDir, { recursive: true });
  }
  const errors: string[] = [];
  // WHEP on a free port too, also when a restart names the main port (helpers run servers side by side).
  const server = await startStudioServer({
    port: 0,
    host: '127.0.0.1',
    webrtcPort: 0,
    log: quietLogger(errors),
    ...options,
    dataDir,
  });
  const folder = dataDir;
  return {
    server,
    url: server.url,
    socketUrl: server.socketUrl,
    dataDir: folder,
    errors,
    stop: () => server.close(),
    close: async () => {
      await server.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
};

export const demoPassword = 'demo1234';

export interface LoginAnswer {
  readonly status: number;
  readonly body: { readonly status?: string; readonly result?: unknown; readonly msg?: string };
}

export const postLogin = async (url: string, email: string, password = demoPassword): Promise<LoginAnswer> => {
  const response = await fetch(`${url}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return { status: response.status, body: (await response.json()) as LoginAnswer['body'] };
};

/** Logs a demo account in (`{type}@demo.local`) and returns its token. */
export const loginAs = async (url: string, type: string): Promise<string> => {
  const answer = await postLogin(url, `${type}@demo.local`);
  if (typeof answer.body.result !== 'string')
    throw new Error(`login as ${type} failed: ${JSON.stringify(answer.body)}`);
  return answer.body.result;
};

export interface SignedIn {
  readonly token: string;
  readonly socket: Socket;
}

/** Logs a demo account in and opens a socket with its token. */
export const signIn = async (studio: Pick<TestServer, 'url' | 'socketUrl'>, type: string): Promise<SignedIn> => {
  const token = await loginAs(studio.url, type);
  return { token, socket: await connect(studio.socketUrl, token) };
};

/** A socket of a demo account, for a test that needs no token. */
export const connectAs = async (studio: Pick<TestServer, 'url' | 'socketUrl'>, type: string): Promise<Socket> =>
  (await signIn(studio, type)).socket;

/** The id of a demo account (`{type}@demo.local`), for what a test signs on an account's behalf. */
export const accountIdOf = async (studio: Pick<TestServer, 'server'>, type: string): Promise<number> => {
  const [account] = await studio.server.services.store.documents.accounts.list(`body->>'email' = $1`, [
    `${type}@demo.local`,
  ]);
  if (!account) throw new Error(`no demo account ${type}`);
  return account.id;
};
