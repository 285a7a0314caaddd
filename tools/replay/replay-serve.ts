import { ReplayScriptBuilder, startReplayServer, type ReplayScript, type ReplayServer } from '../../server/replay';
import type { Logger } from '../../server/protocol/logger';
import { readRecordingFile } from '../recording/file-recording';
import type { ServeOptions } from './serve-options';

export interface LoadedScript {
  readonly script: ReplayScript;
  readonly entries: number;
  readonly badLines: readonly { line: number; message: string }[];
  readonly headerMissing: boolean;
}

/** Streams a recording file of either version into a replay script (read once, front to back). */
export const loadReplayScript = async (file: string): Promise<LoadedScript> => {
  const builder = new ReplayScriptBuilder();
  const badLines: { line: number; message: string }[] = [];
  let entries = 0;
  let headerMissing = true;
  for await (const item of readRecordingFile(file)) {
    if (item.type === 'header') headerMissing = false;
    else if (item.type === 'error') badLines.push({ line: item.line, message: item.message });
    else {
      entries += 1;
      builder.add(item.entry);
    }
  }
  return { script: builder.build(), entries, badLines, headerMissing };
};

// The studio server's console logger lives in server/main.ts, which loads PGlite; a replay needs neither.
const consoleLogger: Logger = {
  info: (message) => console.log(message),
  warn: (message) => console.warn(`warning: ${message}`),
  error: (message, error) => console.error(`error: ${message}`, error ?? ''),
};

const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

/** Loads the file, starts the replay server and says where it is; the caller stops it. */
export const serveRecording = async (
  options: ServeOptions,
  log: Logger = consoleLogger,
): Promise<{ server: ReplayServer; loaded: LoadedScript }> => {
  const loaded = await loadReplayScript(options.file);
  if (loaded.headerMissing)
    throw new Error(`${options.file} is not a studio-console recording (docs/recording-format.md)`);
  const server = await startReplayServer({
    script: loaded.script,
    speed: options.speed,
    loop: options.loop,
    port: options.port,
    host: options.host,
    log,
  });
  const { script } = loaded;
  log.info(
    `Replaying ${options.file}: ${script.frames.length} frames on ${script.topicCount} topics over ${seconds(script.durationMs)}, ${script.answeredPushCount} recorded push replies`,
  );
  for (const bad of loaded.badLines.slice(0, 10)) log.warn(`line ${bad.line} skipped: ${bad.message}`);
  log.info(
    `Speed ${options.speed}×${options.loop ? ', looping' : ''}. Each connection replays from the start on its own clock.`,
  );
  log.info(`Console: ${server.url} (config.json points here; sign in with anything) · socket ${server.socketUrl}`);
  return { server, loaded };
};
