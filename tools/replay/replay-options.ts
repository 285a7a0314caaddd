export interface ReplayOptions {
  readonly file: string;
  readonly until?: number;
  readonly at?: number;
  readonly projection?: string;
  readonly json: boolean;
  /** Print the command history instead of the state. */
  readonly commands: boolean;
  /** Compare with this recording: the first entry where the states diverge. */
  readonly diff?: string;
  /** Write the recording again in this version instead of folding it (`--ndjson`, `--blocks`). */
  readonly convert?: 'ndjson' | 'blocks';
  /** Where a conversion writes (default: the file's name with `.ndjson` or `.screc`). */
  readonly out?: string;
}

export const replayUsage = [
  'usage: npm run replay -- FILE [--until SEQ | --at ISO-TIME] [--projection NAME | --commands] [--json]',
  '       npm run replay -- FILE --diff OTHER [--json]',
  '       npm run replay -- FILE --ndjson | --blocks [--out PATH]   (write it as version 1 text | version 2 blocks)',
  '       npm run replay -- serve FILE [--speed N] [--loop] [--port P] [--host H]',
].join('\n');

/** Parses the replay command line; returns a message for the person when it cannot. */
export const parseReplayArguments = (args: readonly string[]): ReplayOptions | { error: string } => {
  let file: string | undefined;
  let until: number | undefined;
  let at: number | undefined;
  let projection: string | undefined;
  let diff: string | undefined;
  let out: string | undefined;
  let convert: ReplayOptions['convert'];
  let json = false;
  let commands = false;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] as string;
    const value = args[i + 1];
    if (arg === '--json') json = true;
    else if (arg === '--commands') commands = true;
    else if (arg === '--ndjson' || arg === '--blocks') {
      if (convert && convert !== arg.slice(2)) return { error: '--ndjson and --blocks cannot be combined' };
      convert = arg === '--ndjson' ? 'ndjson' : 'blocks';
    } else if (arg === '--out') {
      if (value === undefined) return { error: `--out needs a file name\n${replayUsage}` };
      i += 1;
      out = value;
    } else if (arg === '--until' || arg === '--at' || arg === '--projection' || arg === '--diff') {
      if (value === undefined) return { error: `${arg} needs a value\n${replayUsage}` };
      i += 1;
      if (arg === '--until') {
        if (!/^\d+$/.test(value)) return { error: `--until takes a sequence number, got '${value}'` };
        until = Number(value);
      } else if (arg === '--at') {
        at = Date.parse(value);
        if (Number.isNaN(at)) return { error: `--at takes an ISO time such as 2026-11-22T10:15:00Z, got '${value}'` };
      } else if (arg === '--diff') diff = value;
      else projection = value;
    } else if (arg.startsWith('--')) return { error: `unknown option ${arg}\n${replayUsage}` };
    else if (file === undefined) file = arg;
    else return { error: `one recording at a time (got '${file}' and '${arg}'); compare two with --diff` };
  }
  if (!file) return { error: replayUsage };
  if (until !== undefined && at !== undefined) return { error: '--until and --at cannot be combined' };
  if (commands && projection !== undefined) return { error: '--commands and --projection cannot be combined' };
  if (diff !== undefined && (commands || projection !== undefined || until !== undefined || at !== undefined)) {
    return { error: '--diff compares two whole recordings; it takes only --json' };
  }
  if (out !== undefined && !convert) return { error: '--out names the file --ndjson or --blocks writes' };
  if (
    convert &&
    (json || commands || diff !== undefined || projection !== undefined || until !== undefined || at !== undefined)
  ) {
    return { error: `--${convert} converts the whole recording; it takes only --out` };
  }
  return { file, until, at, projection, json, commands, diff, ...(convert ? { convert, out } : {}) };
};
