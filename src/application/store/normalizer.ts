import type { LogEntry } from '../../domain/log';
import type { DomainEvent } from '../../domain/state';

/**
 * Turns one log entry into the domain events it carries. Implemented at the boundary (io-ts codecs in
 * infrastructure/wire); it never throws: a payload that fails its codec becomes `FrameRejected`.
 */
export interface Normalizer {
  normalize(entry: LogEntry): readonly DomainEvent[];
  /**
   * For a frame whose effect a later frame with the same key replaces entirely (status snapshots, clock
   * ticks), that key; otherwise undefined. Lets a seek skip decoding frames it knows are superseded.
   */
  snapshotKey(entry: LogEntry): string | undefined;
}

export const Normalizer = Symbol('Normalizer');
