import {
  asyncScheduler,
  BehaviorSubject,
  combineLatest,
  concat,
  debounceTime,
  distinctUntilChanged,
  filter,
  from,
  map,
  merge,
  of,
  skip,
  switchMap,
  take,
  type Observable,
  type SchedulerLike,
} from 'rxjs';
import type { LogEntry } from '../../domain/log';
import type { RootState } from '../../domain/state';
import { describeEntry, formatTime } from './entry-description';
import { projectionChanges, type ProjectionChange } from './entry-diff';
import { isEntryFilterEmpty, noEntryFilter, type EntryFilter } from './entry-filter';
import { foldedJson } from './fold-json';
import { InspectorMatches } from './inspector-matches';
import type { ListedEntry } from './replay.queries';
import type { ReplayService } from './replay-service';
import { parseReplayTime } from './replay-time';
import { writeSlice, type RecordingFile } from './slice-export';
import { shareLatest } from '../shared';

/** The entry at the cursor as the inspector shows it. */
export interface EntryDetail {
  readonly seq: number;
  readonly kind: LogEntry['kind'];
  readonly time: string;
  readonly what: string;
  /** The whole entry as pretty JSON, long values folded. */
  readonly json: string;
  /** The projections folding this entry changed, with before/after of what changed. */
  readonly changes: readonly ProjectionChange[];
}

/** How long typing must pause before a filter rescans the entries. */
export const filterPauseMs = 200;

export type SliceOutcome =
  { readonly ok: true; readonly file: RecordingFile } | { readonly ok: false; readonly message: string };

/**
 * The log inspector: every entry of the replayed recording, narrowed by a filter (the list shows a window of
 * the matches, so a million entries cost one pass per filter change and one row per visible line), the
 * cursor entry's detail with the projections it changed, jumping to a time, and exporting a slice.
 */
export class InspectorQueries {
  private readonly filterSubject = new BehaviorSubject<EntryFilter>(noEntryFilter);
  // The states on both sides of the last detail: stepping forward reuses the previous "after" as "before".
  private lastStates: { seq: number; state: RootState }[] = [];

  readonly filter$: Observable<EntryFilter> = this.filterSubject.asObservable();
  readonly matches$: Observable<InspectorMatches>;
  readonly detail$: Observable<EntryDetail | undefined>;

  constructor(
    private readonly replay: ReplayService,
    private readonly appVersion: string,
    scheduler: SchedulerLike = asyncScheduler,
  ) {
    const ready$ = replay.load$.pipe(
      filter((load) => load.phase === 'ready' || load.phase === 'idle'),
      map((load) => (load.phase === 'ready' ? load.entries : 0)),
      distinctUntilChanged(),
    );
    // Typing into a filter field rescans every entry: wait for a pause in the typing (not for the first filter,
    // so the count shows with the recording).
    const settled$ = merge(
      this.filterSubject.pipe(take(1)),
      this.filterSubject.pipe(skip(1), debounceTime(filterPauseMs, scheduler)),
    );
    this.matches$ = combineLatest([ready$, settled$]).pipe(
      switchMap(([total, entryFilter]) =>
        replay.seekable && !isEntryFilterEmpty(entryFilter)
          ? concat(of(InspectorMatches.searchingFor()), from(InspectorMatches.scan(replay.entryBatches(), entryFilter)))
          : of(InspectorMatches.of(() => replay.entriesBetween(1, total), entryFilter, total)),
      ),
      shareLatest(),
    );
    this.detail$ = replay.position$.pipe(
      map((position) => {
        // Closing a recording puts the cursor before the first entry: states held for the old one go.
        if (!position.entry) this.lastStates = [];
        return position.entry ? this.detailOf(position.entry) : undefined;
      }),
    );
  }

  setFilter(change: Partial<EntryFilter>): void {
    this.filterSubject.next({ ...this.filterSubject.value, ...change });
  }

  clearFilter(): void {
    this.filterSubject.next(noEntryFilter);
  }

  /** The rows of matches first..last (a window of the list). */
  rows(matches: InspectorMatches, first: number, last: number): ListedEntry[] {
    const rows: ListedEntry[] = [];
    for (let index = Math.max(0, first); index <= Math.min(last, matches.count - 1); index += 1) {
      const seq = matches.seqAt(index);
      const entry = this.replay.entryAt(seq);
      rows.push(
        entry
          ? { seq: entry.seq, kind: entry.kind, time: formatTime(entry.at), what: describeEntry(entry) }
          : { seq, kind: '', time: '', what: 'Reading…' },
      );
    }
    return rows;
  }

  /** Moves the cursor to the first entry at or after a typed time; the error text when it is unreadable. */
  jumpToTime(text: string): string | undefined {
    const first = this.replay.firstTime();
    if (first === undefined) return 'No recording is open.';
    const time = parseReplayTime(text, first);
    if (time === undefined) return 'Enter a time as YYYY-MM-DD HH:MM:SS or HH:MM:SS (UTC).';
    this.replay.pause();
    this.replay.seekTime(time);
    return undefined;
  }

  /** Entries from..to (inclusive) as a new recording file, or why not (a version 2 file's blocks are read). */
  async exportSlice(fileName: string, from: number, to: number): Promise<SliceOutcome> {
    const total = this.replay.total;
    if (!Number.isInteger(from) || !Number.isInteger(to) || from < 1 || to > total || from > to) {
      return { ok: false, message: `Enter entries between 1 and ${total}, the first not after the last.` };
    }
    const entries = await this.replay.readEntries(from, to);
    return { ok: true, file: writeSlice(entries, { source: fileName, from, to, app: this.appVersion }) };
  }

  private detailOf(entry: LogEntry): EntryDetail {
    const before = this.stateAt(entry.seq - 1);
    const after = this.stateAt(entry.seq);
    return {
      seq: entry.seq,
      kind: entry.kind,
      time: formatTime(entry.at),
      what: describeEntry(entry),
      json: foldedJson(entry),
      changes: projectionChanges(before, after),
    };
  }

  private stateAt(seq: number): RootState {
    const known = this.lastStates.find((held) => held.seq === seq);
    if (known) return known.state;
    const state = this.replay.stateAt(seq);
    this.lastStates = [...this.lastStates.slice(-1), { seq, state }];
    return state;
  }
}
