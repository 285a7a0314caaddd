import type { Normalizer } from '../../../application/store';
import type { LogEntry } from '../../../domain/log';
import type { DomainEvent } from '../../../domain/state';

/**
 * The console's normalizer, in two stages so the login route does not carry every topic's codecs: it starts
 * with the HTTP catalogue only (login, verify, maintenance and every other HTTP answer) and `complete` swaps
 * in the full protocol when the socket's code arrives, which is before any frame can (docs/performance.md).
 */
export class StagedNormalizer implements Normalizer {
  private current: Normalizer;
  private completed = false;

  constructor(boot: Normalizer) {
    this.current = boot;
  }

  /** True once the full protocol is in. */
  get complete(): boolean {
    return this.completed;
  }

  completeWith(full: Normalizer): void {
    this.current = full;
    this.completed = true;
  }

  normalize(entry: LogEntry): readonly DomainEvent[] {
    return this.current.normalize(entry);
  }

  snapshotKey(entry: LogEntry): string | undefined {
    return this.current.snapshotKey(entry);
  }
}
