import {
  asyncScheduler,
  BehaviorSubject,
  combineLatest,
  debounceTime,
  distinctUntilChanged,
  filter,
  map,
  type Observable,
  type SchedulerLike,
} from 'rxjs';
import type { LogEntry } from '../../domain/log';
import type { RootState } from '../../domain/state';
import { describeEntry, formatTime } from './entry-description';
import { projectionChanges, type ProjectionChange } from './entry-diff';
import { noEntryFilter, type EntryFilter } from './entry-filter';
import { foldedJson } from './fold-json';
import { InspectorMatches } from './inspector-matches';
import type { ListedEntry } from './replay.queries';
import type { ReplayService } from './replay-service';
import { parseReplayTime, seqAtTime } from './replay-time';
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
    // Typing into a filter field rescans every entry: wait for a pause in the typing.
    const settled$ = this.filterSubject.pipe(debounceTime(filterPauseMs, scheduler));
    this.matches$ = combineLatest([ready$, settled$]).pipe(
      map(([total, entryFilter]) => InspectorMatches.of(() => replay.entriesBetween(1, total), entryFilter, total)),
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
      const entry = this.replay.entryAt(matches.seqAt(index));
      if (entry)
        rows.push({ seq: entry.seq, kind: entry.kind, time: formatTime(entry.at), what: describeEntry(entry) });
    }
    return rows;
  }

  /** Moves the cursor to the first entry at or after a typed time; the error text when it is unreadable. */
  jumpToTime(text: string): string | undefined {
    const first = this.replay.entryAt(1);
    if (!first) return 'No recording is open.';
    const time = parseReplayTime(text, first.at);
    if (time === undefined) return 'Enter a time as YYYY-MM-DD HH:MM:SS or HH:MM:SS (UTC).';
    this.replay.pause();
    this.replay.seek(seqAtTime(this.replay.total, (seq) => this.replay.entryAt(seq)?.at ?? 0, time));
    return undefined;
  }

  /** Entries from..to (inclusive) as a new recording file, or why not. */
  exportSlice(fileName: string, from: number, to: number): SliceOutcome {
    const total = this.replay.total;
    if (!Number.isInteger(from) || !Number.isInteger(to) || from < 1 || to > total || from > to) {
      return { ok: false, message: `Enter entries between 1 and ${total}, the first not after the last.` };
    }
    return {
      ok: true,
      file: writeSlice(this.replay.entriesBetween(from, to), { source: fileName, from, to, app: this.appVersion }),
    };
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
