import {
  BehaviorSubject,
  distinctUntilChanged,
  EMPTY,
  filter,
  from,
  map,
  of,
  scan,
  switchMap,
  type Observable,
  type SchedulerLike,
  type Subscription,
} from 'rxjs';
import type { LogEntry } from '../../domain/log';
import { initialRootState, type RootState } from '../../domain/state';
import { type InMemoryEntries } from '../log';
import { shareLatest } from '../shared';
import { type ProjectionStore, type Normalizer } from '../store';
import { BlockReplay } from './block-replay';
import { foldRecording } from './replay-fold';
import type { RecordingOpener, ReplayFile, SeekableRecording } from './replay-file';
import {
  idleLoad,
  type BadLine,
  type Playback,
  type ReplayLoad,
  type ReplayMarker,
  type ReplayPosition,
  type ReplaySpeed,
} from './replay-model';
import { pageTurn } from './page-turn';
import { ReplayPlayer, type PlayerTarget } from './replay-player';
import { lastSeqAtOrBefore, seqAtTime } from './replay-time';

/** Entries a filter's scan of a version 2 file takes at a time. */
const scanBatch = 4000;

type Loaded =
  | { readonly kind: 'folded'; readonly entries: InMemoryEntries; readonly store: ProjectionStore }
  | { readonly kind: 'blocks'; readonly replay: BlockReplay };

// Between two chunks of a fold or a block's lines: the page gets a turn (page-turn.ts).
const pause = pageTurn;

/**
 * Up to how many entries a finished version 2 file is folded front to back, as version 1 files are: every entry and
 * the fold's checkpoints held in memory (~4 KB an entry of the bench's busy mix: 838 MB at 200,000), which makes a
 * seek a few milliseconds. A longer file is read at random access (`BlockReplay`): bounded memory whatever its
 * length, a seek folding from the nearest checkpoint (docs/performance.md "A twelve-hour shift").
 */
export const foldWholeEntries = 100_000;

/**
 * One replayed recording, and the cursor. A version 1 file (or a version 2 file without its index) is read
 * front to back (streamed, with progress and bad lines) and folded into its own `ProjectionStore`; seeking
 * refolds from the store's nearest checkpoint. A finished version 2 file opens at its index and is read at
 * random access (`BlockReplay`): the cursor's entry and state are prepared asynchronously, and `position$` and
 * `state$` emit once they are. `close` drops the recording and stops playing; the replay screen calls it when
 * it is left.
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
  /** The cursor once its entry and state can be read (at once for a folded file; after a read for blocks). */
  private readonly prepared$: Observable<number> = this.seqSubject.pipe(
    distinctUntilChanged(),
    switchMap((seq) => this.prepare(seq)),
    shareLatest(),
  );
  readonly position$: Observable<ReplayPosition> = this.prepared$.pipe(
    map((seq) => ({ seq, total: this.total, entry: this.entryAt(seq) })),
  );
  /** The replayed root state at the cursor. */
  readonly state$: Observable<RootState> = this.prepared$.pipe(map((seq) => this.stateAt(seq)));
  /** Counts reads of entries the views asked for (list rows of a version 2 file): they can show them now. */
  readonly entriesArrived$: Observable<number>;
  private readonly loadedSubject = new BehaviorSubject<Loaded | undefined>(undefined);
  /** While playing: the cursor last prepared (the player moves on once the cursor is shown), followed by `playing`. */
  private shownSeq = -1;
  private playing: Subscription | undefined;

  constructor(
    private readonly normalizer: Normalizer,
    private readonly opener: RecordingOpener,
    scheduler: SchedulerLike,
    /** Finished version 2 files with more entries than this are read at random access; smaller ones are folded. */
    private readonly foldWholeUpTo: number = foldWholeEntries,
  ) {
    this.player = new ReplayPlayer(scheduler);
    this.entriesArrived$ = this.loadedSubject.pipe(
      switchMap((loaded) => (loaded?.kind === 'blocks' ? loaded.replay.blockArrived$ : EMPTY)),
      scan((arrived) => arrived + 1, 0),
    );
  }

  get total(): number {
    if (!this.loaded) return 0;
    return this.loaded.kind === 'folded' ? this.loaded.entries.lastSeq : this.loaded.replay.total;
  }

  /** True while the recording is read at random access (its entries are read as they are needed). */
  get seekable(): boolean {
    return this.loaded?.kind === 'blocks';
  }

  get seq(): number {
    return this.seqSubject.value;
  }

  /** The entry at `seq`; for a version 2 file, undefined until its block is read (it is asked for). */
  entryAt(seq: number): LogEntry | undefined {
    if (!this.loaded || seq < 1) return undefined;
    if (this.loaded.kind === 'blocks') return this.loaded.replay.entryAt(seq);
    for (const entry of this.loaded.entries.range(seq, seq)) return entry;
    return undefined;
  }

  /**
   * The replayed state right after entry `seq` (0 = before any entry), from the store's checkpoints. For a
   * version 2 file, the states prepared for the cursor (at it and right before it); `prepareAt` first otherwise.
   */
  stateAt(seq: number): RootState {
    if (this.loaded?.kind === 'blocks') {
      const state = this.loaded.replay.stateAt(Math.max(0, seq));
      if (!state) throw new Error(`the state after entry ${seq} is not prepared (prepareAt first)`);
      return state;
    }
    return this.loaded?.store.seek(Math.max(0, seq)) ?? initialRootState();
  }

  /** Makes `stateAt(seq)` and `entryAt(seq)` readable (at once for a folded file). */
  async prepareAt(seq: number): Promise<void> {
    if (this.loaded?.kind === 'blocks') await this.loaded.replay.prepare(seq, () => true);
  }

  /** Entries from..to (clamped) held now: every one for a folded file; those of blocks read for a version 2 one. */
  entriesBetween(from: number, to: number): LogEntry[] {
    if (!this.loaded) return [];
    if (this.loaded.kind === 'folded') return [...this.loaded.entries.range(from, to)];
    const held: LogEntry[] = [];
    for (let seq = Math.max(1, from); seq <= Math.min(to, this.total); seq += 1) {
      const entry = this.loaded.replay.entryAt(seq);
      if (entry) held.push(entry);
    }
    return held;
  }

  /** Entries from..to (clamped), read from the file's blocks when they are not held. */
  async readEntries(from: number, to: number): Promise<LogEntry[]> {
    if (this.loaded?.kind === 'blocks') return this.loaded.replay.entries(from, to);
    return this.entriesBetween(from, to);
  }

  /** Every entry in order, a block at a time (one batch for a folded file), for a scan such as a filter. */
  async *entryBatches(): AsyncGenerator<readonly LogEntry[]> {
    const loaded = this.loaded;
    if (loaded?.kind !== 'blocks') {
      yield this.entriesBetween(1, this.total);
      return;
    }
    for (let from = 1; from <= loaded.replay.total && loaded === this.loaded; from += scanBatch)
      yield await loaded.replay.entries(from, from + scanBatch - 1);
  }

  /** Time (ms) of the first entry, undefined when no recording (or an empty one) is open. */
  firstTime(): number | undefined {
    return this.loaded?.kind === 'blocks' ? this.loaded.replay.firstAt : this.entryAt(1)?.at;
  }

  /** Moves the cursor to the first entry at or after `time` (ms), the last when none is. */
  seekTime(time: number): void {
    const loaded = this.loaded;
    if (loaded?.kind !== 'blocks') {
      this.seek(seqAtTime(this.total, (seq) => this.entryAt(seq)?.at ?? 0, time));
      return;
    }
    void loaded.replay.positionAtTime(time).then((seq) => {
      if (loaded === this.loaded) this.seek(seq);
    });
  }

  /** Reads a recording; the cursor ends on its last entry. A new open replaces the previous recording. */
  async open(file: ReplayFile): Promise<void> {
    this.close();
    const generation = this.generation;
    this.loadSubject.next({ ...idleLoad, phase: 'reading', fileName: file.name, size: file.size });
    let seekable: SeekableRecording | undefined;
    try {
      seekable = await this.opener.seekable?.(file);
    } catch {
      seekable = undefined;
    }
    if (generation !== this.generation) return;
    if (seekable && seekable.entries > this.foldWholeUpTo) this.openSeekable(file, seekable);
    else await this.fold(file, generation);
  }

  private openSeekable(file: ReplayFile, recording: SeekableRecording): void {
    const badLines: BadLine[] = [];
    let ready: ReplayLoad = { ...idleLoad, phase: 'ready', fileName: file.name, size: file.size, bytesRead: file.size };
    ready = { ...ready, entries: recording.entries };
    const replay = new BlockReplay(recording, this.normalizer, pause, (bad) => {
      if (badLines.some((held) => held.line === bad.line && held.message === bad.message)) return;
      badLines.push(bad);
      if (this.loaded?.kind === 'blocks' && this.loaded.replay === replay)
        this.loadSubject.next({ ...ready, badLines: [...badLines] });
    });
    this.loaded = { kind: 'blocks', replay };
    this.loadedSubject.next(this.loaded);
    this.loadSubject.next(ready);
    this.seqSubject.next(recording.entries);
  }

  private async fold(file: ReplayFile, generation: number): Promise<void> {
    const current = (): boolean => generation === this.generation;
    const folded = await foldRecording(file, this.opener, this.normalizer, current, (load) =>
      this.loadSubject.next(load),
    );
    if (!folded || !current()) return;
    this.loaded = { kind: 'folded', entries: folded.entries, store: folded.store };
    this.loadedSubject.next(this.loaded);
    this.markersSubject.next(folded.markers);
    this.loadSubject.next(folded.load);
    this.seqSubject.next(folded.entries.lastSeq);
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
    // The cursor is prepared as it moves whether or not a view watches it.
    this.playing ??= this.prepared$.subscribe((seq) => (this.shownSeq = seq));
    this.player.start(this.playerTarget(), this.playbackSubject.value.speed);
  }

  pause(): void {
    this.player.stop();
    this.playing?.unsubscribe();
    this.playing = undefined;
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
    if (this.loaded?.kind === 'folded') this.loaded.store.dispose();
    this.loaded = undefined;
    this.loadedSubject.next(undefined);
    this.markersSubject.next([]);
    this.loadSubject.next(idleLoad);
    this.seqSubject.next(0);
  }

  /** The cursor once `seq` is readable: at once for a folded file, after its blocks are read otherwise. */
  private prepare(seq: number): Observable<number> {
    const loaded = this.loaded;
    if (loaded?.kind !== 'blocks') return of(seq);
    const current = (): boolean => this.loaded === loaded && this.seq === seq;
    return from(loaded.replay.prepare(seq, current)).pipe(
      filter((done) => done && current()),
      map(() => seq),
    );
  }

  private playerTarget(): PlayerTarget {
    const loaded = this.loaded;
    const blocks = loaded?.kind === 'blocks' ? loaded.replay : undefined;
    const timeOf = (seq: number): number | undefined =>
      blocks ? blocks.timeOf(seq) : this.entryAt(Math.max(1, seq))?.at;
    return {
      position: (): number => this.seq,
      total: this.total,
      timeOf,
      lastAtOrBefore: (time: number, from: number): number =>
        blocks
          ? blocks.lastAtOrBefore(time, from)
          : Math.max(
              from,
              lastSeqAtOrBefore(this.total, (seq) => timeOf(seq) ?? 0, time),
            ),
      shown: (): boolean => this.shownSeq === this.seq,
      moveTo: (seq: number): void => this.seek(seq),
      ended: (): void => this.pause(),
    };
  }
}
