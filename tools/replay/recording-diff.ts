import type { LogEntry } from '../../src/domain/log';
import {
  initialRootState,
  reduceBatch,
  type DomainEvent,
  type ProjectionName,
  type RootState,
} from '../../src/domain/state';
import { createWireNormalizer } from '../../src/infrastructure/wire';
import type { RecordingItem } from '../../src/infrastructure/recording';
import { readRecordingFile } from '../recording/file-recording';
import { deepEqual, valueDifferences, type ValueDifference } from './value-diff';

export interface ProjectionDifference {
  readonly projection: ProjectionName;
  readonly differences: readonly ValueDifference[];
}

export interface SideReport {
  readonly file: string;
  readonly entries: number;
  readonly badLines: number;
  readonly headerMissing: boolean;
}

export type DiffResult =
  | { readonly diverged: false; readonly left: SideReport; readonly right: SideReport }
  | {
      readonly diverged: true;
      readonly left: SideReport;
      readonly right: SideReport;
      /** 1-based position of the entry pair in the two files (equal to seq for recordings that start at 1). */
      readonly position: number;
      readonly seq: number;
      /** Undefined on the side whose recording had already ended. */
      readonly leftEntry?: LogEntry;
      readonly rightEntry?: LogEntry;
      readonly projections: readonly ProjectionDifference[];
    };

/** One side's entries, skipping the header and bad lines (counted). */
class Side {
  private readonly items: AsyncGenerator<RecordingItem>;
  entries = 0;
  badLines = 0;
  headerMissing = true;

  constructor(readonly file: string) {
    this.items = readRecordingFile(file);
  }

  async next(): Promise<LogEntry | undefined> {
    for (;;) {
      const item = await this.items.next();
      if (item.done) return undefined;
      if (item.value.type === 'header') this.headerMissing = false;
      else if (item.value.type === 'error') this.badLines += 1;
      else {
        this.entries += 1;
        return item.value.entry;
      }
    }
  }

  report(): SideReport {
    return { file: this.file, entries: this.entries, badLines: this.badLines, headerMissing: this.headerMissing };
  }
}

const batchSize = 4096;

/**
 * Folds two recordings in lockstep, entry pair by entry pair, and finds the first pair after which their states
 * differ. While the two entries are equal the states stay equal (the fold is deterministic), so one fold serves
 * both sides and costs no comparison; only after a pair that differs are the projections it touched on either
 * side compared (slices neither side touched are still the very same object). That makes the answer exact —
 * a difference that later heals is still found — at the price of one fold, not two.
 */
export const diffRecordings = async (leftFile: string, rightFile: string): Promise<DiffResult> => {
  const normalizer = createWireNormalizer();
  const left = new Side(leftFile);
  const right = new Side(rightFile);
  let shared: RootState = initialRootState();
  let pending: DomainEvent[] = [];
  let position = 0;
  const fold = (state: RootState, entry: LogEntry | undefined): RootState =>
    entry ? reduceBatch(state, normalizer.normalize(entry)) : state;
  for (;;) {
    const [a, b] = await Promise.all([left.next(), right.next()]);
    if (!a && !b) return { diverged: false, left: left.report(), right: right.report() };
    position += 1;
    if (a && b && deepEqual(a, b)) {
      for (const event of normalizer.normalize(a)) pending.push(event);
      if (pending.length >= batchSize) {
        shared = reduceBatch(shared, pending);
        pending = [];
      }
      continue;
    }
    shared = reduceBatch(shared, pending);
    pending = [];
    const leftState = fold(shared, a);
    const rightState = fold(shared, b);
    const projections = (Object.keys(shared) as ProjectionName[])
      .filter((name) => leftState[name] !== rightState[name] && !deepEqual(leftState[name], rightState[name]))
      .map((projection) => ({
        projection,
        differences: valueDifferences(leftState[projection], rightState[projection], projection),
      }));
    if (projections.length > 0) {
      return {
        diverged: true,
        left: left.report(),
        right: right.report(),
        position,
        seq: a?.seq ?? b?.seq ?? position,
        leftEntry: a,
        rightEntry: b,
        projections,
      };
    }
    shared = leftState;
  }
};
