import { existsSync } from 'node:fs';
import { projections, type RootState } from '../../src/domain/state';
import { parseReplayArguments } from './replay-options';
import { replayRecording } from './replay-recording';
import { renderJson, renderText } from './replay-report';

const main = async (): Promise<number> => {
  const options = parseReplayArguments(process.argv.slice(2));
  if ('error' in options) {
    console.error(options.error);
    return 2;
  }
  if (!existsSync(options.file)) {
    console.error(`no such recording: ${options.file}`);
    return 2;
  }
  const names = Object.keys(projections);
  if (options.projection && !names.includes(options.projection)) {
    console.error(`unknown projection '${options.projection}'; one of: ${names.join(', ')}`);
    return 2;
  }
  const result = await replayRecording(options.file, options);
  const projection = options.projection as keyof RootState | undefined;
  console.log(options.json ? renderJson(result, projection) : renderText(result, projection));
  return result.header ? 0 : 1;
};

main().then((code) => (process.exitCode = code), (error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
