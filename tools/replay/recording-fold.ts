import type { LogEntry } from '../../src/domain/log';
import {
  featureProjections,
  initialRootState,
  reduceBatch,
  registerProjections,
  type DomainEvent,
  type RootState,
} from '../../src/domain/state';
import { createWireNormalizer } from '../../src/infrastructure/wire';

// A recording is folded by every projection, as the signed-in console does, whoever asks for the fold (the CLI,
// `replay serve`, the shift bench): a caller that had not registered the features' projections folded only the
// core ones, which made the bench's CLI figure look faster than `npm run replay` is.
registerProjections(featureProjections);

/**
 * Events folded at once. Small enough that a batch's payloads die young: with 4,096 events (~2,000 status frames
 * of ~2 KB each) pending, most of them survived a scavenge and were promoted, and the collector took half as much
 * time as JSON.parse; with 256 it does half the work (docs/performance.md, "A twelve-hour shift").
 */
const batchSize = 256;

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
