import { closeSync, existsSync, mkdirSync, openSync, readFileSync, writeFileSync, writeSync } from 'node:fs';
import path from 'node:path';
import { encodeEntryLine, makeHeader } from '../../src/application/recording';
import { attachPayloadText } from '../../src/application/log';
import type { LogEntry, NewLogEntry } from '../../src/domain/log';
import type { WireSample } from '../../test/fixtures/wire/wire-sample';
import { compileDrift, type Drifted } from './drift-template';
import { seededRandom } from './seeded-random';

export interface SyntheticMix {
  readonly entries: number;
  readonly instances: number;
  /** Status frames of one instance, as the backend sends them; the instance id is put into the topic. */
  readonly instanceStatus: WireSample;
  /** Frames the control topic sends every second besides the timestamp (channels, instances, mediaconnects). */
  readonly controlTicks: readonly WireSample[];
  /** Occasional list updates (channel, event, clip…), one every few seconds. */
  readonly updates: readonly WireSample[];
}

export interface SyntheticRecording {
  readonly file: string;
  readonly entries: number;
  /** File of float64 byte offsets: where the line of entry seq starts is at index seq − 1. */
  readonly offsetsFile: string;
  readonly bytes: number;
}

const generatorVersion = 2;

/**
 * Writes (once, then reuses) a deterministic recording of a busy console: status of every instance at
 * 1 Hz, control ticks and the server timestamp every second, list updates every few seconds, a command
 * with its outcome every half minute, and the client clock.
 */
export const syntheticRecording = (folder: string, mix: SyntheticMix): SyntheticRecording => {
  mkdirSync(folder, { recursive: true });
  const key = `v${generatorVersion}-${mix.entries}-${mix.instances}-${hash(JSON.stringify(mix))}`;
  const file = path.join(folder, `synthetic-${key}.ndjson`);
  const indexFile = `${file}.index.json`;
  const offsetsFile = `${file}.offsets`;
  if (existsSync(file) && existsSync(indexFile) && existsSync(offsetsFile))
    return JSON.parse(readFileSync(indexFile, 'utf8')) as SyntheticRecording;

  const fd = openSync(file, 'w');
  const offsets = new Float64Array(mix.entries + 1);
  let bytes = 0;
  let chunk: string[] = [];
  const write = (line: string): void => {
    chunk.push(line, '\n');
    bytes += Buffer.byteLength(line) + 1;
    if (chunk.length > 8192) flush();
  };
  const flush = (): void => {
    writeSync(fd, chunk.join(''));
    chunk = [];
  };
  write(JSON.stringify(makeHeader(new Date(syntheticStart), 'bench', { note: `synthetic ${key}` })));
  let seq = 0;
  for (const entry of syntheticEntries(mix)) {
    seq = entry.seq;
    offsets[seq - 1] = bytes;
    write(encodeEntryLine(entry));
  }
  flush();
  closeSync(fd);
  offsets[seq] = bytes;
  writeFileSync(offsetsFile, Buffer.from(offsets.buffer, 0, (seq + 1) * 8));
  const recording: SyntheticRecording = { file, entries: seq, offsetsFile, bytes };
  writeFileSync(indexFile, JSON.stringify(recording));
  return recording;
};

/** When the synthetic recordings start. */
export const syntheticStart = Date.parse('2026-11-22T08:00:00Z');

/**
 * The synthetic mix's entries in order, numbered from 1, generated as they are asked for (deterministic: the
 * same mix gives the same entries). With `payloadText`, each frame carries its payload's JSON text as a frame
 * from the socket does (`attachPayloadText`), so a recorder writes its line without serializing the payload.
 */
export function* syntheticEntries(
  mix: SyntheticMix,
  options: { readonly payloadText?: boolean } = {},
): Generator<LogEntry> {
  const random = seededRandom(20231909);
  const drifts = new Map<WireSample, (random: () => number) => Drifted>();
  const drifted = (sample: WireSample): Drifted => {
    let compiled = drifts.get(sample);
    if (!compiled) drifts.set(sample, (compiled = compileDrift(sample.payload)));
    return compiled(random);
  };
  let seq = 0;
  const start = syntheticStart;
  const made: LogEntry[] = [];
  const append = (entry: NewLogEntry, payloadText?: string): boolean => {
    if (seq >= mix.entries) return false;
    seq += 1;
    const numbered = { ...entry, seq } as LogEntry;
    made.push(options.payloadText ? attachPayloadText(numbered, payloadText) : numbered);
    return true;
  };
  append({ kind: 'ConnectionChanged', at: start, state: 'connected', attempt: 0 });
  yield* made.splice(0);
  for (let second = 0; seq < mix.entries; second += 1) {
    const at = start + second * 1000;
    const frame = (sample: WireSample, offset: number, topic = sample.topic): boolean => {
      const { payload, text } = drifted(sample);
      return append({ kind: 'FrameReceived', at: at + offset, topic, event: sample.event, payload }, text);
    };
    append({ kind: 'ClockTicked', at, now: at });
    const timestamp = { timestamp: Math.floor(at / 1000) };
    append(
      { kind: 'FrameReceived', at, topic: 'control', event: 'timestamp', payload: timestamp },
      JSON.stringify(timestamp),
    );
    mix.controlTicks.forEach((sample, index) => frame(sample, 1 + index));
    for (let id = 1; id <= mix.instances; id += 1) frame(mix.instanceStatus, 5 + (id % 900), `instances:status:${id}`);
    if (second % 3 === 0 && mix.updates.length > 0)
      frame(mix.updates[(second / 3) % mix.updates.length] as WireSample, 950);
    if (second % 30 === 0) {
      const id = `bench-${second}`;
      append({
        kind: 'CommandIssued',
        at: at + 960,
        id,
        account: 'admin@demo.local',
        name: 'transcoder.start',
        args: { type: 'start', channel: 'c-1' },
        target: 'channel:c-1',
      });
      append({ kind: 'CommandSettled', at: at + 990, id, outcome: 'ok', reply: { status: 'ok' }, latencyMs: 30 });
    }
    yield* made.splice(0);
  }
}

const hash = (text: string): string => {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return (h >>> 0).toString(16);
};
