import type { ChildProcess } from 'node:child_process';

/** What a child process prints on stdout, line by line, and a wait for a line (the server processes of the tests). */
export interface PrintedLines {
  readonly lines: string[];
  /** Resolves when the process has ended, however. */
  readonly exited: Promise<void>;
  /** Resolves with the first printed line that passes `test` (lines already printed count); rejects once the
   * process has ended without one, naming `what` and everything it printed. */
  line(test: (line: string) => boolean, what: string): Promise<string>;
}

export const printedLines = (child: ChildProcess): PrintedLines => {
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
  return {
    lines,
    exited,
    line: (test, what) =>
      new Promise((resolve, reject) => {
        const check = (): void => {
          const found = lines.find(test);
          if (found !== undefined) {
            waiters.delete(check);
            resolve(found);
          } else if (child.exitCode !== null || child.signalCode !== null) {
            waiters.delete(check);
            reject(new Error(`the server process ended before ${what}; it printed:\n${lines.join('\n')}`));
          }
        };
        waiters.add(check);
        check();
      }),
  };
};
