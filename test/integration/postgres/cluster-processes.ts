import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { printedLines } from '../support/printed-lines';

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
  const { lines, exited, line } = printedLines(child);
  const server: ServerProcess = {
    child,
    lines,
    url: '',
    socketUrl: '',
    line: (test) => line(test, 'the line waited for'),
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
