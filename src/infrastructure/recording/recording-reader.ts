import { isRight } from 'fp-ts/lib/Either';
import type { LogEntry } from '../../domain/log';
import type { RecordingHeader } from '../../application/recording';
import { toPathErrors } from '../wire/kit';
import { LineSplitter } from './line-splitter';
import { LogEntryCodec, RecordingHeaderCodec } from './recording.codec';

export type RecordingItem =
  | { readonly type: 'header'; readonly header: RecordingHeader }
  | { readonly type: 'entry'; readonly entry: LogEntry; readonly line: number }
  | { readonly type: 'error'; readonly line: number; readonly message: string };

const parse = (line: string): { ok: true; value: unknown } | { ok: false; message: string } => {
  try {
    return { ok: true, value: JSON.parse(line) };
  } catch (error) {
    return { ok: false, message: `not JSON: ${(error as Error).message}` };
  }
};

/** Decodes one entry line; a bad line is described, never thrown. */
export const decodeEntryLine = (line: string): { entry: LogEntry } | { error: string } => {
  const parsed = parse(line);
  if (!parsed.ok) return { error: parsed.message };
  const decoded = LogEntryCodec.decode(parsed.value);
  if (isRight(decoded)) return { entry: decoded.right };
  return {
    error: toPathErrors(decoded.left)
      .map((e) => `${e.path}: expected ${e.expected}, got ${e.actual}`)
      .join('; '),
  };
};

/**
 * Reads a recording from text chunks (a file stream, a Blob stream) line by line: the header first, then
 * entries. Bad lines come out as `error` items with their line number so the reader can show them; a
 * missing or foreign header ends the read with one error.
 */
export async function* readRecording(chunks: AsyncIterable<string>): AsyncGenerator<RecordingItem> {
  const splitter = new LineSplitter();
  let headerSeen = false;
  for await (const chunk of chunks) {
    for (const { line, number } of splitter.push(chunk)) {
      const item = decodeLine(line, number, headerSeen);
      headerSeen = true;
      yield item;
      if (item.type === 'error' && number === 1) return;
    }
  }
  for (const { line, number } of splitter.end()) yield decodeLine(line, number, headerSeen);
}

const decodeLine = (line: string, number: number, headerSeen: boolean): RecordingItem => {
  if (!headerSeen) {
    const parsed = parse(line);
    const decoded = parsed.ok ? RecordingHeaderCodec.decode(parsed.value) : undefined;
    if (decoded && isRight(decoded)) return { type: 'header', header: decoded.right };
    return {
      type: 'error',
      line: number,
      message: 'not a studio-console recording: the first line is not a recording header (docs/recording-format.md)',
    };
  }
  const result = decodeEntryLine(line);
  return 'entry' in result
    ? { type: 'entry', entry: result.entry, line: number }
    : { type: 'error', line: number, message: result.error };
};
