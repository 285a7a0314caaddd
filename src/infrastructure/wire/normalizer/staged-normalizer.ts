import type { StaleRefusal } from '../../../domain/editing';
import type { DecodedAnswer, DecodedReply, HttpCodecs, PushCodecs } from '../../../application/ports';
import type { Normalizer, SnapshotMark } from '../../../application/store';
import type { LogEntry } from '../../../domain/log';
import type { DomainEvent } from '../../../domain/state';
import type { WireNormalizer } from './wire-normalizer';

/**
 * The console's normalizer, in two stages so the login route does not carry every topic's codecs: it starts
 * with the HTTP catalogue only (login, verify, maintenance and every other HTTP answer) and `complete` swaps
 * in the full protocol when the socket's code arrives, which is before any frame can (docs/performance.md).
 */
export class StagedNormalizer implements Normalizer, PushCodecs, HttpCodecs {
  private current: WireNormalizer;
  private completed = false;

  constructor(boot: WireNormalizer) {
    this.current = boot;
  }

  /** True once the full protocol is in. */
  get complete(): boolean {
    return this.completed;
  }

  completeWith(full: WireNormalizer): void {
    this.current = full;
    this.completed = true;
  }

  normalize(entry: LogEntry): readonly DomainEvent[] {
    return this.current.normalize(entry);
  }

  snapshot(entry: LogEntry): SnapshotMark | undefined {
    return this.current.snapshot(entry);
  }

  // The push codecs come with the topics: a command pushes only once the socket's code (and so the full
  // protocol) is in; before that the boot stage knows no push and the bus settles it as an error.
  encodePayload(pattern: string, push: string, payload: unknown): unknown {
    return this.current.encodePayload(pattern, push, payload);
  }

  decodeReply(pattern: string, push: string, reply: unknown): DecodedReply {
    return this.current.decodeReply(pattern, push, reply);
  }

  decodeStale(response: unknown): StaleRefusal | undefined {
    return this.current.decodeStale(response);
  }

  /** Both stages hold the HTTP catalogue: answers decode from the first page load on. */
  decodeAnswer(name: string, body: unknown): DecodedAnswer {
    return this.current.decodeAnswer(name, body);
  }
}
