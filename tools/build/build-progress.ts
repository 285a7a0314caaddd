// The console build's progress (issue 29: the first `npm start` built for two minutes behind one line). In a
// terminal one line is rewritten in place; in a log (CI, a pipe) a plain line is printed at each tenth, so a log
// holds about ten lines and no carriage returns.

export interface ProgressOutput {
  readonly isTTY?: boolean;
  readonly columns?: number;
  write(text: string): unknown;
}

/** What one progress report says: the percentage, webpack's stage and the first detail (a module path, …). */
export const progressLine = (percentage: number, message: string, detail?: string): string => {
  const percent = `${Math.floor(percentage * 100)}%`.padStart(4);
  const stage = message === '' ? (percentage >= 1 ? 'done' : 'starting') : message;
  return detail ? `${percent} ${stage} ${detail}` : `${percent} ${stage}`;
};

const fit = (text: string, columns: number | undefined): string =>
  columns !== undefined && columns > 4 && text.length > columns - 1 ? `${text.slice(0, columns - 2)}…` : text;

/** After this long without a line, a log gets one when webpack's stage changes. */
const quietMs = 10_000;

/**
 * A webpack ProgressPlugin handler writing to `output`. `now` is for the elapsed time shown at the end, so a
 * test can give its own clock.
 */
export const progressHandler = (
  output: ProgressOutput,
  now: () => number = Date.now,
): ((percentage: number, message: string, ...details: string[]) => void) => {
  const started = now();
  let lastTenth = -1;
  let lastPercent = -1;
  let finished = false;
  let lastMessage = '';
  let lastLineAt = started;
  return (percentage, message, ...details) => {
    if (finished) return;
    const done = percentage >= 1;
    finished = done;
    const line = progressLine(
      percentage,
      message,
      details.find((detail) => detail !== ''),
    );
    const seconds = `${Math.round((now() - started) / 1000)} s`;
    if (output.isTTY) {
      const percent = Math.floor(percentage * 100);
      if (percent === lastPercent && !done) return;
      lastPercent = percent;
      const text = done ? `Built the console in ${seconds}.\n` : fit(`Building the console: ${line}`, output.columns);
      output.write(`\r\x1b[2K${text}`);
      return;
    }
    // A line per tenth, and one when the stage changes after a quiet spell (minifying sits at 90 % for a minute).
    const tenth = Math.floor(percentage * 10);
    const quiet = now() - lastLineAt >= quietMs && message !== lastMessage;
    if (tenth === lastTenth && !done && !quiet) return;
    lastTenth = tenth;
    lastMessage = message;
    lastLineAt = now();
    output.write(done ? `Built the console in ${seconds}.\n` : `  build ${line} (${seconds})\n`);
  };
};
