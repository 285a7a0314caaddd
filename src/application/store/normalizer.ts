import type { LogEntry } from '../../domain/log';
import type { DomainEvent } from '../../domain/state';

/**
 * Turns one log entry into the domain events it carries. Implemented at the boundary (io-ts codecs in
 * infrastructure/wire); it never throws: a payload that fails its codec becomes `FrameRejected`.
 */
export interface Normalizer {
  normalize(entry: LogEntry): readonly DomainEvent[];
  /**
   * For a frame whose effect later frames with the same key replace (status snapshots, clock ticks), that key
   * and the parts of the state it carries; otherwise undefined. Lets a seek skip decoding frames it knows are
   * superseded.
   */
  snapshot(entry: LogEntry): SnapshotMark | undefined;
}

/**
 * A snapshot frame's key and the parts it carries, as bits (domain/log/snapshot-parts.ts: `allParts` for a
 * frame that carries the whole state). A frame is superseded once later frames of its key have together carried
 * every part it carries.
 */
export interface SnapshotMark {
  readonly key: string;
  readonly parts: number;
}

export const Normalizer = Symbol('Normalizer');
