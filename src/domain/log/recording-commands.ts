import { decoded, defineCommands, type EmptyArgs } from '../commands';

/** The profile menu's recording actions: console-side (`local`), and the two files' writing (`run`). */
export const recordingCommands = defineCommands('recording', {
  start: decoded<EmptyArgs>('recording.start'),
  stop: decoded<EmptyArgs>('recording.stop'),
  flight: decoded<EmptyArgs>('recording.download_flight'),
  write: decoded<EmptyArgs>('recording.write_session'),
});
