import type { EntrySource } from '../../../src/application/log';
import type { LogEntry, NewLogEntry } from '../../../src/domain/log';
import type { WireSample } from '../../../test/fixtures/wire/wire-sample';
import { drift, seededRandom } from '../seeded-random';
import type { SyntheticMix } from '../synthetic-recording';

const start = Date.parse('2026-11-22T08:00:00Z');

/** Drifted copies kept of each sample frame; an entry parses one of them, picked by its seq. */
const variants = 16;

/**
 * The synthetic recording of tools/bench (same mix, same layout second by second: client clock, server
 * timestamp, control snapshots, the status of every instance, a list update every 3 s, a command and its
 * outcome every 30 s), generated on demand by sequence number instead of read from a 1.9 GB file: a page
 * cannot hold the file. Each frame's payload is parsed from the JSON text of one of 16 drifted copies of its
 * sample, so reading an entry back costs what the bench's file-backed source pays (one `JSON.parse` of the
 * payload), and an entry is the same whenever it is asked for.
 */
export class GeneratedEntries implements EntrySource {
  /** Seq of the first entry of each second (entry 1 is the connection). */
  private readonly secondStarts: number[] = [];
  private readonly texts = new Map<WireSample, string[]>();

  constructor(private readonly mix: SyntheticMix) {
    const random = seededRandom(20231909);
    for (const sample of [mix.instanceStatus, ...mix.controlTicks, ...mix.updates]) {
      this.texts.set(
        sample,
        Array.from({ length: variants }, () => JSON.stringify(drift(sample.payload, random))),
      );
    }
    let seq = 2;
    for (let second = 0; seq <= mix.entries; second += 1) {
      this.secondStarts.push(seq);
      seq += this.entriesIn(second);
    }
  }

  get lastSeq(): number {
    return this.mix.entries;
  }

  *range(from: number, to: number, wanted?: (seq: number) => boolean): Iterable<LogEntry> {
    for (let seq = Math.max(1, from); seq <= Math.min(to, this.mix.entries); seq += 1)
      if (!wanted || wanted(seq)) yield this.entry(seq);
  }

  entry(seq: number): LogEntry {
    if (seq === 1) return { seq, kind: 'ConnectionChanged', at: start, state: 'connected', attempt: 0 };
    const second = this.secondOf(seq);
    return { ...this.slot(second, seq - (this.secondStarts[second] as number), seq), seq } as LogEntry;
  }

  private entriesIn(second: number): number {
    return (
      2 +
      this.mix.controlTicks.length +
      this.mix.instances +
      (second % 3 === 0 && this.mix.updates.length > 0 ? 1 : 0) +
      (second % 30 === 0 ? 2 : 0)
    );
  }

  private secondOf(seq: number): number {
    let low = 0;
    let high = this.secondStarts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((this.secondStarts[middle] as number) <= seq) low = middle;
      else high = middle - 1;
    }
    return low;
  }

  private slot(second: number, index: number, seq: number): NewLogEntry {
    const at = start + second * 1000;
    const frame = (sample: WireSample, offset: number, topic = sample.topic): NewLogEntry => ({
      kind: 'FrameReceived',
      at: at + offset,
      topic,
      event: sample.event,
      payload: JSON.parse((this.texts.get(sample) as string[])[seq % variants] as string),
    });
    if (index === 0) return { kind: 'ClockTicked', at, now: at };
    if (index === 1)
      return {
        kind: 'FrameReceived',
        at,
        topic: 'control',
        event: 'timestamp',
        payload: { timestamp: Math.floor(at / 1000) },
      };
    let rest = index - 2;
    const { controlTicks, instances, updates } = this.mix;
    if (rest < controlTicks.length) return frame(controlTicks[rest] as WireSample, 1 + rest);
    rest -= controlTicks.length;
    if (rest < instances) return frame(this.mix.instanceStatus, 5 + ((rest + 1) % 900), `instances:status:${rest + 1}`);
    rest -= instances;
    if (second % 3 === 0 && updates.length > 0) {
      if (rest === 0) return frame(updates[(second / 3) % updates.length] as WireSample, 950);
      rest -= 1;
    }
    const id = `bench-${second}`;
    return rest === 0
      ? {
          kind: 'CommandIssued',
          at: at + 960,
          id,
          account: 'admin@demo.local',
          name: 'transcoder.start',
          args: { type: 'start', channel: 'c-1' },
          target: 'channel:c-1',
        }
      : { kind: 'CommandSettled', at: at + 990, id, outcome: 'ok', reply: { status: 'ok' }, latencyMs: 30 };
  }
}
