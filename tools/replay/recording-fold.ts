import type { LogEntry } from '../../src/domain/log';
import { initialRootState, reduceBatch, type DomainEvent, type RootState } from '../../src/domain/state';
import { createWireNormalizer } from '../../src/infrastructure/wire';

const batchSize = 4096;

/**
 * Folds entries in file order through the normalizer and projections, as the store does, but without the
 * store's gap check: a recording that is a slice (`firstSeq` above 1) or that lost a bad line still folds.
 */
export class RecordingFold {
  private readonly normalizer = createWireNormalizer();
  private current: RootState = initialRootState();
  private pending: DomainEvent[] = [];
  private seq = 0;

  add(entry: LogEntry): void {
    for (const event of this.normalizer.normalize(entry)) this.pending.push(event);
    this.seq = entry.seq;
    if (this.pending.length >= batchSize) this.flush();
  }

  get state(): RootState {
    this.flush();
    return this.current;
  }

  /** Sequence number of the last entry folded. */
  get lastSeq(): number {
    return this.seq;
  }

  private flush(): void {
    this.current = reduceBatch(this.current, this.pending);
    this.pending = [];
  }
}
