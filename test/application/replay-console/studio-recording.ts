import { readFileSync } from 'node:fs';
import type { RecordingOpener, ReplayFile } from '../../../src/application/replay-inspector';
import { readRecording } from '../../../src/infrastructure/recording';

/** The recorded studio session the replay-mode specs replay (test/fixtures/recordings/record-studio-session.ts). */
export const fixture = readFileSync('test/fixtures/recordings/studio-session.ndjson', 'utf8');
export const lines = fixture.trim().split('\n');
/** Its entries (line 0 is the header, so an entry's line index is its seq). */
export const total = lines.length - 1;

/** The replay service reads files with the page's opener; the specs hand it text. */
export const textOpener: RecordingOpener = {
  read: (file, onBytes) =>
    readRecording(
      (async function* () {
        onBytes(file.size);
        yield (file as ReplayFile & { text: string }).text;
      })(),
    ),
};

export const fileOf = (text: string): ReplayFile & { text: string } => ({
  name: 'studio-session.ndjson',
  size: text.length,
  text,
  stream: () => new Blob([text]).stream(),
});
