import { combineLatest, distinctUntilChanged, map, type Observable } from 'rxjs';
import type { LogEntry } from '../../domain/log';
import { describeEntry, formatTime } from './entry-description';
import { foldedJson } from './fold-json';
import type { MarkerKind, ReplayMarker } from './replay-model';
import type { ReplayService } from './replay-service';
import { summarizeState, type SliceSummary } from './state-summary';

export interface TimelineMark {
  readonly kind: MarkerKind;
  /** Position along the timeline, 0..100 %. */
  readonly percent: number;
  readonly seq: number;
}

export interface ListedEntry {
  readonly seq: number;
  /** Empty while the entry is being read (a version 2 file's block not read yet). */
  readonly kind: LogEntry['kind'] | '';
  readonly time: string;
  readonly what: string;
}

/** Marks closer than this share one tick: a million commands must not become a million elements. */
const markResolution = 1000;
const listRadius = 10;

const bucketMarks = (markers: readonly ReplayMarker[], total: number): TimelineMark[] => {
  const seen = new Map<string, TimelineMark>();
  for (const marker of markers) {
    const bucket = Math.round(((marker.seq - 1) / Math.max(1, total - 1)) * markResolution);
    const key = `${marker.kind}:${bucket}`;
    if (!seen.has(key)) seen.set(key, { kind: marker.kind, seq: marker.seq, percent: (bucket / markResolution) * 100 });
  }
  return [...seen.values()];
};

/** What the replay screen shows, derived from the replay service. */
export class ReplayQueries {
  readonly banner$: Observable<string>;
  readonly summary$: Observable<readonly SliceSummary[]>;
  readonly cursorJson$: Observable<string>;
  readonly marks$: Observable<readonly TimelineMark[]>;

  // Assigned here, not as field initializers: those would run before the parameter property is set.
  constructor(private readonly replay: ReplayService) {
    this.banner$ = combineLatest([replay.load$, replay.position$]).pipe(
      map(([load, position]) => {
        const time = position.entry ? formatTime(position.entry.at) : 'before the first entry';
        return `Replaying ${load.fileName} — entry ${position.seq} of ${position.total}, ${time}`;
      }),
      distinctUntilChanged(),
    );
    this.summary$ = replay.state$.pipe(map(summarizeState));
    this.cursorJson$ = replay.position$.pipe(
      map((position) =>
        position.entry ? foldedJson(position.entry) : 'No entry: the cursor is before the first entry.',
      ),
      distinctUntilChanged(),
    );
    this.marks$ = replay.markers$.pipe(map((markers) => bucketMarks(markers, replay.total)));
  }

  /** Entries around the cursor, optionally of one kind only. */
  around$(kind: LogEntry['kind'] | 'all'): Observable<readonly ListedEntry[]> {
    return this.replay.position$.pipe(
      map((position) => {
        const from = Math.max(1, position.seq - listRadius * (kind === 'all' ? 1 : 20));
        const to = Math.min(position.total, position.seq + listRadius * (kind === 'all' ? 1 : 20));
        return this.replay
          .entriesBetween(from, to)
          .filter((entry) => kind === 'all' || entry.kind === kind)
          .map((entry) => ({
            seq: entry.seq,
            kind: entry.kind,
            time: formatTime(entry.at),
            what: describeEntry(entry),
          }));
      }),
    );
  }
}
