import type { LogEntry } from '../../domain/log';
import type { DomainEvent } from '../../domain/state';

/**
 * Turns one log entry into the domain events it carries. Implemented at the boundary (io-ts codecs in
 * infrastructure/wire); it never throws: a payload that fails its codec becomes `FrameRejected`.
 */
export interface Normalizer {
  normalize(entry: LogEntry): readonly DomainEvent[];
}

export const Normalizer = Symbol('Normalizer');
