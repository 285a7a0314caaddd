import { BehaviorSubject, distinctUntilChanged, map, type Observable, type SchedulerLike } from 'rxjs';
import type { LogEntry } from '../../domain/log';
import { initialRootState, type RootState } from '../../domain/state';
import { InMemoryEntries } from '../log';
import { ProjectionStore, type Normalizer } from '../store';
import { MarkingNormalizer } from './marking-normalizer';
import type { RecordingOpener, ReplayFile } from './replay-file';
import {
  idleLoad,
  type BadLine,
  type Playback,
  type ReplayLoad,
  type ReplayMarker,
  type ReplayPosition,
  type ReplaySpeed,
} from './replay-model';
import { ReplayPlayer, type PlayerTarget } from './replay-player';

/** Entries folded per batch while reading, so progress shows between batches. */
const batchSize = 2000;

interface Loaded {
  readonly entries: InMemoryEntries;
  readonly store: ProjectionStore;
}

/**
 * One replayed recording: reads it (streamed, with progress and bad lines), folds it into its own
 * `ProjectionStore`, and owns the cursor. Seeking refolds from the store's nearest checkpoint.
 * `close` drops the recording and stops playing; the replay screen calls it when it is left.
 */
export class ReplayService {
  private loaded: Loaded | undefined;
  private generation = 0;
  private readonly player: ReplayPlayer;
  private readonly loadSubject = new BehaviorSubject<ReplayLoad>(idleLoad);
  private readonly seqSubject = new BehaviorSubject<number>(0);
  private readonly playbackSubject = new BehaviorSubject<Playback>({ playing: false, speed: 1 });
  private readonly markersSubject = new BehaviorSubject<readonly ReplayMarker[]>([]);

  readonly load$: Observable<ReplayLoad> = this.loadSubject.asObservable();
  readonly playback$: Observable<Playback> = this.playbackSubject.asObservable();
  readonly markers$: Observable<readonly ReplayMarker[]> = this.markersSubject.asObservable();
  readonly position$: Observable<ReplayPosition> = this.seqSubject.pipe(
    distinctUntilChanged(),
    map((seq) => ({ seq, total: this.total, entry: this.entryAt(seq) })),
  );
  /** The replayed root state at the cursor. */
  readonly state$: Observable<RootState> = this.seqSubject.pipe(
    distinctUntilChanged(),
    map((seq) => this.loaded?.store.seek(seq) ?? initialRootState()),
  );

  constructor(
    private readonly normalizer: Normalizer,
    private readonly opener: RecordingOpener,
    scheduler: SchedulerLike,
  ) {
    this.player = new ReplayPlayer(scheduler);
  }

  get total(): number {
    return this.loaded?.entries.lastSeq ?? 0;
  }

  get seq(): number {
    return this.seqSubject.value;
  }

  entryAt(seq: number): LogEntry | undefined {
    if (!this.loaded || seq < 1) return undefined;
    for (const entry of this.loaded.entries.range(seq, seq)) return entry;
    return undefined;
  }

  /** The replayed state right after entry `seq` (0 = before any entry), from the store's checkpoints. */
  stateAt(seq: number): RootState {
    return this.loaded?.store.seek(Math.max(0, seq)) ?? initialRootState();
  }

  /** Entries from..to (clamped), for the list around the cursor. */
  entriesBetween(from: number, to: number): LogEntry[] {
    return this.loaded ? [...this.loaded.entries.range(from, to)] : [];
  }

  /** Reads a recording; the cursor ends on its last entry. A new open replaces the previous recording. */
  async open(file: ReplayFile): Promise<void> {
    this.close();
    const generation = this.generation;
    const entries = new InMemoryEntries();
    const normalizer = new MarkingNormalizer(this.normalizer);
    const store = new ProjectionStore(normalizer, entries);
    const badLines: BadLine[] = [];
    let progress: ReplayLoad = { ...idleLoad, phase: 'reading', fileName: file.name, size: file.size };
    this.loadSubject.next(progress);
    let batch: LogEntry[] = [];
    const flush = (): void => {
      store.ingest(batch);
      batch = [];
    };
    let bytesRead = 0;
    let headerSeen = false;
    try {
      for await (const item of this.opener.read(file, (bytes) => (bytesRead = bytes))) {
        if (generation !== this.generation) return;
        if (item.type === 'header') headerSeen = true;
        else if (item.type === 'error') badLines.push({ line: item.line, message: item.message });
        else {
          // A slice (`firstSeq`) or a skipped line leaves gaps: entries are renumbered in file order.
          const entry = { ...item.entry, seq: entries.lastSeq + 1 };
          entries.push(entry);
          batch.push(entry);
          if (batch.length >= batchSize) flush();
        }
        if (bytesRead !== progress.bytesRead || item.type === 'error') {
          progress = { ...progress, bytesRead, entries: entries.lastSeq, badLines: [...badLines] };
          this.loadSubject.next(progress);
        }
      }
      flush();
    } catch (error) {
      this.loadSubject.next({
        ...progress,
        phase: 'failed',
        badLines,
        failure: `The file could not be read: ${(error as Error).message}`,
      });
      return;
    }
    if (generation !== this.generation) return;
    normalizer.stopMarking();
    if (!headerSeen) {
      this.loadSubject.next({
        ...progress,
        phase: 'failed',
        bytesRead,
        badLines,
        failure: badLines[0]?.message ?? 'The file is empty.',
      });
      return;
    }
    this.loaded = { entries, store };
    this.markersSubject.next(normalizer.markers);
    this.loadSubject.next({ ...progress, phase: 'ready', bytesRead: file.size, entries: entries.lastSeq, badLines });
    this.seqSubject.next(entries.lastSeq);
  }

  /** Moves the cursor to `seq`, clamped to 0..total. */
  seek(seq: number): void {
    const target = Math.max(0, Math.min(this.total, Math.round(seq)));
    if (target !== this.seqSubject.value) this.seqSubject.next(target);
  }

  step(delta: number): void {
    this.pause();
    this.seek(this.seq + delta);
  }

  play(): void {
    if (!this.loaded) return;
    if (this.seq >= this.total) this.seek(0);
    this.playbackSubject.next({ ...this.playbackSubject.value, playing: true });
    this.player.start(this.playerTarget(), this.playbackSubject.value.speed);
  }

  pause(): void {
    this.player.stop();
    if (this.playbackSubject.value.playing)
      this.playbackSubject.next({ ...this.playbackSubject.value, playing: false });
  }

  setSpeed(speed: ReplaySpeed): void {
    this.playbackSubject.next({ ...this.playbackSubject.value, speed });
    if (this.player.running) this.player.start(this.playerTarget(), speed);
  }

  /** Drops the recording (and any read still going on); the service is ready for another file. */
  close(): void {
    this.generation += 1;
    this.pause();
    this.loaded?.store.dispose();
    this.loaded = undefined;
    this.markersSubject.next([]);
    this.loadSubject.next(idleLoad);
    this.seqSubject.next(0);
  }

  private playerTarget(): PlayerTarget {
    return {
      position: (): number => this.seq,
      total: this.total,
      timeOf: (seq: number): number => this.entryAt(Math.max(1, seq))?.at ?? 0,
      moveTo: (seq: number): void => this.seek(seq),
      ended: (): void => this.pause(),
    };
  }
}
