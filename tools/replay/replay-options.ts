export interface ReplayOptions {
  readonly file: string;
  readonly until?: number;
  readonly at?: number;
  readonly projection?: string;
  readonly json: boolean;
}

export const replayUsage = 'usage: npm run replay -- FILE [--until SEQ | --at ISO-TIME] [--projection NAME] [--json]';

/** Parses the replay command line; returns a message for the person when it cannot. */
export const parseReplayArguments = (args: readonly string[]): ReplayOptions | { error: string } => {
  let file: string | undefined;
  let until: number | undefined;
  let at: number | undefined;
  let projection: string | undefined;
  let json = false;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] as string;
    const value = args[i + 1];
    if (arg === '--json') json = true;
    else if (arg === '--until' || arg === '--at' || arg === '--projection') {
      if (value === undefined) return { error: `${arg} needs a value\n${replayUsage}` };
      i += 1;
      if (arg === '--until') {
        if (!/^\d+$/.test(value)) return { error: `--until takes a sequence number, got '${value}'` };
        until = Number(value);
      } else if (arg === '--at') {
        at = Date.parse(value);
        if (Number.isNaN(at)) return { error: `--at takes an ISO time such as 2026-11-22T10:15:00Z, got '${value}'` };
      } else projection = value;
    } else if (arg.startsWith('--')) return { error: `unknown option ${arg}\n${replayUsage}` };
    else if (file === undefined) file = arg;
    else return { error: `one recording at a time (got '${file}' and '${arg}')` };
  }
  if (!file) return { error: replayUsage };
  if (until !== undefined && at !== undefined) return { error: '--until and --at cannot be combined' };
  return { file, until, at, projection, json };
};
