import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..', '..');

/** A studio-server child process (support/cluster-process.ts) and what it printed. */
export interface ServerProcess {
  readonly child: ChildProcess;
  readonly lines: string[];
  url: string;
  socketUrl: string;
  /** Resolves once a printed line passes `test` (lines already printed count). */
  line(test: (line: string) => boolean): Promise<string>;
  stop(): Promise<void>;
}

export const startServerProcess = (env: Readonly<Record<string, string>>): Promise<ServerProcess> => {
  const child = spawn(
    process.execPath,
    ['--require', './tools/register.cjs', 'test/integration/support/cluster-process.ts'],
    { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const lines: string[] = [];
  const waiters = new Set<() => void>();
  let buffered = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    buffered += chunk;
    const complete = buffered.split('\n');
    buffered = complete.pop() ?? '';
    lines.push(...complete);
    for (const waiter of [...waiters]) waiter();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.once('exit', () => {
    for (const waiter of [...waiters]) waiter();
  });
  const server: ServerProcess = {
    child,
    lines,
    url: '',
    socketUrl: '',
    line: (test) =>
      new Promise((resolve, reject) => {
        const check = (): void => {
          const found = lines.find(test);
          if (found !== undefined) {
            waiters.delete(check);
            resolve(found);
          } else if (child.exitCode !== null || child.signalCode !== null) {
            waiters.delete(check);
            reject(new Error(`the server process ended; it printed:\n${lines.join('\n')}`));
          }
        };
        waiters.add(check);
        check();
      }),
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
  return server
    .line((line) => line.startsWith('ready ') || line.startsWith('error start'))
    .then((ready) => {
      if (!ready.startsWith('ready ')) throw new Error(lines.join('\n'));
      server.url = ready.slice('ready '.length);
      server.socketUrl = `${server.url.replace(/^http/, 'ws')}/socket`;
      return server;
    });
};
