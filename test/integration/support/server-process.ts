import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { printedLines } from './printed-lines';

const root = path.resolve(__dirname, '..', '..', '..');

/** A studio-server child process (cluster-process.ts) and what it printed. */
export interface ServerProcess {
  readonly child: ChildProcess;
  readonly lines: string[];
  url: string;
  socketUrl: string;
  /** Resolves once a printed line passes `test` (lines already printed count). */
  line(test: (line: string) => boolean): Promise<string>;
  /** Resolves once the process has ended, however. */
  readonly exited: Promise<void>;
  /** SIGTERM (a clean stop), resolved once it has exited. */
  stop(): Promise<void>;
  /** SIGKILL (a crash: nothing is closed), resolved once it has exited. */
  kill(): Promise<void>;
}

/** Starts one studio-server process with `env` (DATABASE_URL, STUDIO_DATA, UPLOADS_DIR); resolves once it listens. */
export const startServerProcess = (env: Readonly<Record<string, string>>): Promise<ServerProcess> => {
  const child = spawn(
    process.execPath,
    ['--require', './tools/register.cjs', 'test/integration/support/cluster-process.ts'],
    { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const { lines, exited, line } = printedLines(child);
  const running = (): boolean => child.exitCode === null && child.signalCode === null;
  const server: ServerProcess = {
    child,
    lines,
    url: '',
    socketUrl: '',
    line: (test) => line(test, 'the line waited for'),
    exited,
    stop: async () => {
      if (running()) child.kill('SIGTERM');
      await exited;
    },
    kill: async () => {
      if (running()) child.kill('SIGKILL');
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
