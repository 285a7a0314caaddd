import { createReadStream } from 'node:fs';
import { InMemoryEntries } from '../../src/application/log';
import { attachPayloadText, makeHeader, RecordingWriter } from '../../src/application/recording';
import { ProjectionStore } from '../../src/application/store';
import type { LogEntry } from '../../src/domain/log';
import { decodeEntryLine, LineSplitter } from '../../src/infrastructure/recording';
import { createWireNormalizer } from '../../src/infrastructure/wire';
import type { SyntheticRecording } from './synthetic-recording';

const burst = 256;

/** Reads the first `limit` entries once (untimed), so both runs measure ingest and not the disk. */
const loadEntries = async (recording: SyntheticRecording, limit: number): Promise<LogEntry[]> => {
  const entries: LogEntry[] = [];
  const splitter = new LineSplitter();
  for await (const chunk of createReadStream(recording.file, { encoding: 'utf8', highWaterMark: 1 << 20 }) as AsyncIterable<string>) {
    for (const { line, number } of splitter.push(chunk)) {
      if (number === 1) continue;
      const decoded = decodeEntryLine(line);
      // Live, the gateway keeps each frame payload's wire text beside the entry; the recorder writes it.
      if ('entry' in decoded) entries.push(decoded.entry.kind === 'FrameReceived' ? attachPayloadText(decoded.entry, JSON.stringify(decoded.entry.payload)) : decoded.entry);
      if (entries.length >= limit) return entries;
    }
  }
  return entries;
};

const ingest = (entries: readonly LogEntry[], recordInto?: RecordingWriter): number => {
  const store = new ProjectionStore(createWireNormalizer(), new InMemoryEntries(), { checkpointEvery: 4096 });
  const start = process.hrtime.bigint();
  for (let i = 0; i < entries.length; i += burst) {
    const batch = entries.slice(i, i + burst);
    // What the session recorder does for every entry as it is appended: encode, redact, buffer.
    if (recordInto) for (const entry of batch) recordInto.write(entry);
    store.ingest(batch);
  }
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  store.dispose();
  return entries.length / seconds;
};

/** Ingest throughput with the recorder off and on, alternating runs so load drifts hit both alike. */
export const measureRecorder = async (recording: SyntheticRecording, limit: number) => {
  const entries = await loadEntries(recording, limit);
  const off: number[] = [];
  const on: number[] = [];
  for (let round = 0; round < 3; round += 1) {
    off.push(ingest(entries));
    let size = 0;
    on.push(ingest(entries, new RecordingWriter({ write: (chunk) => void (size += chunk.length) }, makeHeader(new Date(0), 'bench'))));
  }
  const best = (values: number[]): number => Math.max(...values);
  return { offPerSecond: best(off), onPerSecond: best(on), ratio: best(on) / best(off) };
};
