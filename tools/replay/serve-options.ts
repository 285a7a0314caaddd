import { replayUsage } from './replay-options';

export interface ServeOptions {
  readonly file: string;
  readonly speed: number;
  readonly loop: boolean;
  readonly port: number;
  readonly host: string;
}

/** `replay serve` listens here unless told otherwise: next to the studio server's 4000, so both can run. */
export const defaultReplayPort = 4100;

/** Parses the arguments after `serve`; environment PORT and HOST are the defaults, as for the studio server. */
export const parseServeArguments = (
  args: readonly string[],
  env: Readonly<Record<string, string | undefined>> = {},
): ServeOptions | { error: string } => {
  let file: string | undefined;
  let speed = 1;
  let loop = false;
  let port = env.PORT !== undefined && /^\d+$/.test(env.PORT) ? Number(env.PORT) : defaultReplayPort;
  let host = env.HOST ?? '127.0.0.1';
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] as string;
    const value = args[i + 1];
    if (arg === '--loop') loop = true;
    else if (arg === '--speed' || arg === '--port' || arg === '--host') {
      if (value === undefined) return { error: `${arg} needs a value\n${replayUsage}` };
      i += 1;
      if (arg === '--speed') {
        speed = Number(value);
        if (!/^\d+(\.\d+)?$/.test(value) || !(speed > 0))
          return { error: `--speed takes a positive number such as 4 or 0.5, got '${value}'` };
      } else if (arg === '--port') {
        port = Number(value);
        if (!/^\d+$/.test(value) || port > 65535)
          return { error: `--port takes a port number (0 picks a free one), got '${value}'` };
      } else host = value;
    } else if (arg.startsWith('--')) return { error: `unknown option ${arg}\n${replayUsage}` };
    else if (file === undefined) file = arg;
    else return { error: `one recording at a time (got '${file}' and '${arg}')` };
  }
  if (!file) return { error: replayUsage };
  return { file, speed, loop, port, host };
};
