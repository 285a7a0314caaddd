import { existsSync } from 'node:fs';
import { registeredProjections, type RootState } from '../../src/domain/state';
import { commandRows, renderCommandJson, renderCommandTable } from './command-history';
import { renderDiffJson, renderDiffText } from './diff-report';
import { diffRecordings } from './recording-diff';
import { parseReplayArguments, replayUsage, type ReplayOptions } from './replay-options';
import { replayRecording } from './replay-recording';
import { renderJson, renderText } from './replay-report';
import { parseServeArguments } from './serve-options';

const missing = (file: string): boolean => {
  if (existsSync(file)) return false;
  console.error(`no such recording: ${file}`);
  return true;
};

const diff = async (file: string, other: string, json: boolean): Promise<number> => {
  const result = await diffRecordings(file, other);
  for (const side of [result.left, result.right]) {
    if (side.headerMissing) {
      console.error(`${side.file} is not a studio-console recording (docs/recording-format.md)`);
      return 2;
    }
  }
  console.log(json ? renderDiffJson(result) : renderDiffText(result));
  return result.diverged ? 1 : 0;
};

const convert = async (file: string, to: 'ndjson' | 'blocks', out: string | undefined): Promise<number> => {
  const { convertRecording, convertedName } = await import('./recording-convert');
  const result = await convertRecording(file, to, out ?? convertedName(file, to));
  if (result.headerMissing) {
    console.error(`${file} is not a studio-console recording (docs/recording-format.md)`);
    return 1;
  }
  for (const bad of result.badLines) console.error(`line ${bad.line} skipped: ${bad.message}`);
  const version = to === 'ndjson' ? 'version 1 (NDJSON)' : 'version 2 (blocks)';
  console.log(
    `${result.out}: ${result.entries.toLocaleString('en-US')} entries, ${result.bytes.toLocaleString('en-US')} bytes, ${version}`,
  );
  return 0;
};

const fold = async (options: ReplayOptions): Promise<number> => {
  const names: string[] = [...registeredProjections().keys()];
  if (options.projection && !names.includes(options.projection)) {
    console.error(`unknown projection '${options.projection}'; one of: ${names.join(', ')}`);
    return 2;
  }
  const result = await replayRecording(options.file, options);
  if (options.commands) {
    const rows = commandRows(result.state.journal);
    console.log(options.json ? renderCommandJson(rows) : renderCommandTable(rows));
  } else {
    const projection = options.projection as keyof RootState | undefined;
    console.log(options.json ? renderJson(result, projection) : renderText(result, projection));
  }
  return result.header ? 0 : 1;
};

const serve = async (args: readonly string[]): Promise<number> => {
  const options = parseServeArguments(args, process.env);
  if ('error' in options) {
    console.error(options.error);
    return 2;
  }
  if (missing(options.file)) return 2;
  // Loaded only here: the socket server is not needed to fold or compare recordings.
  const { serveRecording } = await import('./replay-serve');
  const { server } = await serveRecording(options);
  await new Promise<void>((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
  await server.close();
  return 0;
};

const main = async (): Promise<number> => {
  const args = process.argv.slice(2);
  // Asking for the usage is not a mistake: print it where a pipe to `less` finds it, and succeed.
  if (args.includes('--help') || args.includes('-h')) {
    console.log(replayUsage);
    return 0;
  }
  if (args[0] === 'serve') return serve(args.slice(1));
  const options = parseReplayArguments(args);
  if ('error' in options) {
    console.error(options.error);
    return 2;
  }
  if (missing(options.file) || (options.diff !== undefined && missing(options.diff))) return 2;
  if (options.convert) return convert(options.file, options.convert, options.out);
  return options.diff !== undefined ? diff(options.file, options.diff, options.json) : fold(options);
};

main().then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 2;
  },
);
