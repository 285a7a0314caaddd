import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { printedLines } from './printed-lines';

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
  const { lines, exited, line: printed } = printedLines(child);
  // A write to a process that died is not this helper's error: the next line() reports the death.
  child.stdin?.on('error', () => undefined);
  const line = async (prefix: string): Promise<string> => {
    const found = await printed(
      (printedLine) => printedLine.startsWith(prefix) || printedLine.startsWith('error start'),
      `'${prefix}'`,
    );
    if (!found.startsWith(prefix))
      throw new Error(`the server process ended before '${prefix}'; it printed:\n${lines.join('\n')}`);
    return found;
  };
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
