import { unnamedPart, type LogEntry } from '../../domain/log';
import type { DomainEvent } from '../../domain/state';
import type { SnapshotMark } from './normalizer';

const notSnapshot = -1;

/**
 * What the store learnt of each entry when it folded it, in compact typed arrays (about 17 bytes an entry):
 * whether it was a decoded frame, its time, its snapshot key and the parts it carries. A seek uses it to skip
 * decoding frames later snapshots of the same key replace, standing in for them with the `FrameDecoded` they
 * produced. Over a live log that releases its oldest entries, `releaseBefore` lets their slots go too (the
 * arrays then start at `base`).
 */
export class EntryIndex {
  /** Entries released from the front: slot i holds seq base + i + 1. */
  private base = 0;
  private decoded = new Uint8Array(1024);
  private keyIds = new Int32Array(1024);
  private times = new Float64Array(1024);
  private parts = new Int32Array(1024);
  private readonly keyIdByKey = new Map<string, number>();
  private readonly frames: { topic: string; event: string }[] = [];
  /** The first decoded frame of each key, by key id. */
  private readonly firstSeqs: number[] = [];

  /** Remembers the entry with sequence `seq` (entries arrive in order, from 1). */
  record(entry: LogEntry, events: readonly DomainEvent[], snapshot: SnapshotMark | undefined): void {
    const slot = entry.seq - 1 - this.base;
    if (slot >= this.decoded.length) this.grow(slot + 1);
    const decoded = events[0]?.type === 'FrameDecoded';
    this.decoded[slot] = decoded ? 1 : 0;
    this.times[slot] = entry.at;
    const key =
      snapshot === undefined || entry.kind !== 'FrameReceived'
        ? notSnapshot
        : this.keyId(snapshot.key, entry.topic, entry.event);
    this.keyIds[slot] = key;
    this.parts[slot] = snapshot?.parts ?? 0;
    if (decoded && key !== notSnapshot) this.firstSeqs[key] ??= entry.seq;
  }

  /**
   * Sequence numbers in from..to whose effect later decoded snapshots of the same key (up to `to`) replace: every
   * part such a frame carries is carried again after it. A key whose first frame comes after `from` is never
   * skipped: the state folded from before `from` has not seen it, and its first frames may start something later
   * ones build on (an instance's history, domain/instances/instance-history.ts).
   */
  superseded(from: number, to: number): Set<number> {
    const covered = new Map<number, number>();
    const skipped = new Set<number>();
    if (from <= this.base)
      throw new Error(`entry ${from} was released from the index (it holds from ${this.base + 1})`);
    for (let seq = to; seq >= from; seq -= 1) {
      const slot = seq - 1 - this.base;
      const key = this.keyIds[slot] as number;
      if (key === notSnapshot || this.decoded[slot] !== 1 || (this.firstSeqs[key] as number) >= from) continue;
      const parts = this.parts[slot] as number;
      const later = covered.get(key);
      if (later !== undefined && (parts & ~later) === 0) skipped.add(seq);
      covered.set(key, ((later ?? 0) | parts) & ~unnamedPart);
    }
    return skipped;
  }

  /** The `FrameDecoded` a skipped snapshot frame produced when it was folded. */
  decodedMarker(seq: number): DomainEvent {
    const slot = seq - 1 - this.base;
    const frame = this.frames[this.keyIds[slot] as number] as { topic: string; event: string };
    return { type: 'FrameDecoded', topic: frame.topic, event: frame.event, at: this.times[slot] as number };
  }

  /**
   * Lets the entries below `seq` go (`last` is the newest recorded). The arrays shift only when the released
   * part is at least half of what they hold, so the cost per entry stays constant.
   */
  releaseBefore(seq: number, last: number): void {
    const released = seq - 1 - this.base;
    if (released < 1024 || released * 2 < last - this.base) return;
    const kept = last - (seq - 1);
    this.decoded.copyWithin(0, released, released + kept);
    this.keyIds.copyWithin(0, released, released + kept);
    this.times.copyWithin(0, released, released + kept);
    this.parts.copyWithin(0, released, released + kept);
    this.base = seq - 1;
  }

  private keyId(key: string, topic: string, event: string): number {
    let id = this.keyIdByKey.get(key);
    if (id === undefined) {
      id = this.frames.length;
      this.keyIdByKey.set(key, id);
      this.frames.push({ topic, event });
    }
    return id;
  }

  private grow(size: number): void {
    let length = this.decoded.length;
    while (length < size) length *= 2;
    const decoded = new Uint8Array(length);
    decoded.set(this.decoded);
    const keyIds = new Int32Array(length);
    keyIds.set(this.keyIds);
    const times = new Float64Array(length);
    times.set(this.times);
    const parts = new Int32Array(length);
    parts.set(this.parts);
    this.parts = parts;
    this.decoded = decoded;
    this.keyIds = keyIds;
    this.times = times;
  }
}
