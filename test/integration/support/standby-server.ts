import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..', '..');

/** A studio-server child process (standby-server-process.ts): warm until `go`, then serving its data folder. */
export interface StandbyServer {
  readonly child: ChildProcess;
  /** Resolves once the process has loaded its code and waits for `go`. */
  readonly standing: Promise<void>;
  /** Resolves when the process has ended, however. */
  readonly exited: Promise<void>;
  /** Opens the data folder and listens; resolves with the server's URL. */
  go(): Promise<string>;
  /** What it printed (warnings and errors included). */
  readonly lines: string[];
}

export const spawnStandbyServer = (dataDir: string, port: number): StandbyServer => {
  const child = spawn(
    process.execPath,
    ['--require', './tools/register.cjs', 'test/integration/support/standby-server-process.ts'],
    {
      cwd: root,
      env: { ...process.env, STUDIO_DATA: dataDir, PORT: String(port) },
      stdio: ['pipe', 'pipe', 'inherit'],
    },
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
  // A write to a process that died is not this helper's error: the next line() reports the death.
  child.stdin?.on('error', () => undefined);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.once('exit', () => {
    for (const waiter of [...waiters]) waiter();
  });
  const line = (prefix: string): Promise<string> =>
    new Promise((resolve, reject) => {
      const check = (): void => {
        const found = lines.find((printed) => printed.startsWith(prefix) || printed.startsWith('error start'));
        if (found?.startsWith(prefix)) {
          waiters.delete(check);
          resolve(found);
        } else if (found !== undefined || child.exitCode !== null || child.signalCode !== null) {
          waiters.delete(check);
          reject(new Error(`the server process ended before '${prefix}'; it printed:\n${lines.join('\n')}`));
        }
      };
      waiters.add(check);
      check();
    });
  const standing = line('standby').then(() => undefined);
  // A standby killed before it stood (the test's end) is no failure of its own; `go` still reports it.
  standing.catch(() => undefined);
  return {
    child,
    standing,
    exited,
    lines,
    go: async () => {
      await standing;
      child.stdin?.write('go\n');
      return (await line('ready ')).slice('ready '.length);
    },
  };
};
