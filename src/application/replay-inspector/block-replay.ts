import { Subject, type Observable } from 'rxjs';
import type { LogEntry } from '../../domain/log';
import { initialRootState, reduceBatch, type DomainEvent, type RootState } from '../../domain/state';
import type { Normalizer } from '../store';
import { HeldBlock } from './held-block';
import { heldTimeOf, lastHeldAtOrBefore, type HeldBlocks } from './block-times';
import type { SeekableRecording } from './replay-file';
import type { BadLine } from './replay-model';
import { SeekCosts } from './seek-costs';

interface StateAt {
  readonly position: number;
  readonly state: RootState;
}

/** Decoded blocks held for the views and the fold: a seek reads one block, stepping reads none. */
const heldBlocks = 8;
/**
 * The fold runs in chunks sized to take about this long (measured as it goes: ~0.3 ms an entry of the bench's mix
 * at load 30, ~0.03 ms on a quiet machine), and pauses for the page only once a slice of `sliceMs` has passed:
 * fewer pauses, each a macrotask that a browser may hold back for 4 ms once timers nest (HTML's clamping).
 */
const chunkMs = 8;
const sliceMs = 16;
const minChunk = 16;
/** States right before and after the cursors prepared lately. */
const recentStates = 16;
/** States remembered while folding, every this many entries (anchors), so stepping back refolds little. */
const anchorEvery = 512;
const anchorStates = 16;
/** Within an anchor's distance behind the cursor, states every this many entries: a step back folds a few dozen. */
const trailEvery = 32;
const trailStates = anchorEvery / trailEvery;
/**
 * A checkpoint in the file is read only when it saves folding more than an anchor's distance: reading one decodes
 * the whole state (~0.85 MB of gzip for the bench's mix, a long task of its own), while playing or stepping past
 * one folds a few dozen entries from the state it has.
 */
export const checkpointSaves = anchorEvery;
/** A file without checkpoints: states kept evenly over the whole file, so a seek never folds from the start twice. */
const spineStates = 24;

const count = (n: number): string => n.toLocaleString('en-US');

/**
 * A version 2 recording replayed at random access (issue 33 §1): nothing is read at open but the index;
 * `prepare(position)` reads the blocks from the nearest earlier state it has — the last state it computed, one it
 * remembered, a checkpoint in the file, or the start — and folds on from there in small chunks, pausing between
 * them so the page keeps painting. Memory stays bounded whatever the length: a few decoded blocks, a few states.
 * Once prepared, the entry and the states right before and after it read synchronously.
 */
export class BlockReplay {
  /** Where the time of preparing went (docs/performance.md, "A seek's time, part by part"). */
  readonly costs: SeekCosts;
  private readonly blocks = new Map<number, HeldBlock>();
  private readonly loading = new Map<number, Promise<HeldBlock>>();
  private readonly start = initialRootState();
  private last: StateAt = { position: 0, state: this.start };
  private recent: StateAt[] = [];
  private anchors: StateAt[] = [];
  private trail: StateAt[] = [];
  private readonly spine: StateAt[] = [];
  private readonly spineEvery: number;
  private readonly changed = new Subject<void>();
  /** Entries the next chunk folds: adapted to the time a chunk took (`chunkMs`). */
  private chunk = 64;

  /** A block when held; otherwise undefined, and the block is asked for. */
  private readonly held: HeldBlocks = (block) => {
    const held = this.blocks.get(block);
    if (!held) void this.block(block);
    return held;
  };

  /** Emits when a block the views asked for has arrived. */
  readonly blockArrived$: Observable<void> = this.changed.asObservable();

  constructor(
    private readonly recording: SeekableRecording,
    private readonly normalizer: Normalizer,
    private readonly pause: () => Promise<void>,
    private readonly badLine: (bad: BadLine) => void,
    costs?: SeekCosts,
    /** Folding this many entries or fewer is preferred to reading a checkpoint (tests set 0 to read every one). */
    private readonly foldRatherThanRead = checkpointSaves,
  ) {
    this.costs = costs ?? new SeekCosts();
    const withCheckpoints = recording.checkpointAtOrBefore(recording.entries) >= 0;
    // A multiple of `anchorEvery`: the fold stops at those.
    this.spineEvery = withCheckpoints ? 0 : Math.ceil(recording.entries / spineStates / anchorEvery) * anchorEvery;
  }

  get total(): number {
    return this.recording.entries;
  }

  get firstAt(): number {
    return this.recording.firstAt;
  }

  /** The entry at a position if its block is held; otherwise undefined, and the block is asked for. */
  entryAt(position: number): LogEntry | undefined {
    const block = this.recording.blockOf(position);
    if (block < 0) return undefined;
    const held = this.blocks.get(block);
    if (!held) {
      void this.block(block).then(() => this.changed.next());
      return undefined;
    }
    return held.showing(position);
  }

  /** The recorded time (ms) of the entry at a position when its block is held; undefined while it is read. */
  timeOf(position: number): number | undefined {
    return heldTimeOf(this.recording, this.held, position);
  }

  /** The last position at or after `from` recorded at or before `time`, as far as the blocks held tell. */
  lastAtOrBefore(time: number, from: number): number {
    return lastHeldAtOrBefore(this.recording, this.held, time, from);
  }

  /** The state right after the entry at `position` when it was prepared (or passed by a fold) lately. */
  stateAt(position: number): RootState | undefined {
    if (position === 0) return this.start;
    if (this.last.position === position) return this.last.state;
    return this.remembered().find((held) => held.position === position)?.state;
  }

  /** Entries from..to, read from their blocks (views: `seq` is the position). */
  async entries(from: number, to: number): Promise<LogEntry[]> {
    const found: LogEntry[] = [];
    for (let position = Math.max(1, from); position <= Math.min(to, this.total);) {
      const held = await this.block(this.recording.blockOf(position));
      for (; position <= Math.min(to, held.first + held.length - 1); position += 1) {
        const entry = held.showing(position);
        if (entry) found.push(entry);
      }
      position = Math.max(position, held.first + held.length);
    }
    return found;
  }

  /** The position of the first entry at or after `time` (ms), the last one when none is. */
  async positionAtTime(time: number): Promise<number> {
    const held = await this.block(this.recording.blockAtTime(time));
    const last = held.first + held.length - 1;
    for (let position = held.first; position <= last; position += 1)
      if ((held.showing(position)?.at ?? -Infinity) >= time) return position;
    return Math.min(this.total, last);
  }

  /**
   * Makes the entry at `position` and the states right before and after it readable synchronously. Stops early
   * (false) when `current()` turns false: the cursor moved on and another prepare took over.
   */
  async prepare(position: number, current: () => boolean): Promise<boolean> {
    const target = Math.max(0, Math.min(this.total, position));
    if (target === 0) return true;
    await this.block(this.recording.blockOf(target));
    if (this.stateAt(target) && this.stateAt(target - 1)) return true;
    let { position: at, state } = await this.base(target - 1);
    // A checkpoint right before the target is the state before it: kept like a folded one.
    if (at === target - 1) this.remember({ position: at, state }, target);
    let slice = this.costs.now();
    while (at < target) {
      if (!current()) return false;
      const held = await this.block(this.recording.blockOf(at + 1));
      const nextAnchor = (Math.floor(at / anchorEvery) + 1) * anchorEvery;
      const nextTrail = target - at <= anchorEvery ? (Math.floor(at / trailEvery) + 1) * trailEvery : nextAnchor;
      const stop = Math.min(
        at + this.chunk,
        held.first + held.length - 1,
        nextAnchor,
        nextTrail,
        at < target - 1 ? target - 1 : target,
      );
      const started = this.costs.now();
      state = this.fold(state, held, at + 1, stop);
      this.adapt(stop - at, this.costs.now() - started);
      at = stop;
      this.remember({ position: at, state }, target);
      if (at < target && this.costs.now() - slice >= sliceMs) {
        this.costs.add('pauses', 1);
        await this.pause();
        slice = this.costs.now();
      }
    }
    return true;
  }

  /** The next chunk's size from the last one's time per entry, so a chunk takes about `chunkMs`. */
  private adapt(entries: number, ms: number): void {
    if (entries < minChunk / 2) return;
    const perEntry = Math.max(ms, 0.01) / entries;
    this.chunk = Math.max(minChunk, Math.min(anchorEvery, Math.floor(chunkMs / perEntry)));
  }

  /** Folds the entries at positions from..to of one block: decoded, normalized, then folded as one batch. */
  private fold(state: RootState, held: HeldBlock, from: number, to: number): RootState {
    const costs = this.costs;
    costs.timed('decodeMs', () => held.decodeRange(from, to));
    const events = costs.timed('normalizeMs', () => {
      const made: DomainEvent[] = [];
      for (let position = from; position <= to; position += 1) {
        const entry = held.folding(position);
        if (entry) for (const event of this.normalizer.normalize(entry)) made.push(event);
      }
      return made;
    });
    costs.add('entriesFolded', to - from + 1);
    return costs.timed('foldMs', () => reduceBatch(state, events));
  }

  /** Keeps a state folded on the way to `target`: by the cursor, at an anchor, or on the trail behind the target. */
  private remember(held: StateAt, target: number): void {
    this.last = held;
    const { position } = held;
    if (this.spineEvery > 0 && position > 0 && position % this.spineEvery === 0) {
      if (!this.spine.some((state) => state.position === position)) this.spine.push(held);
      this.spine.sort((a, b) => a.position - b.position);
    }
    const kept = (states: StateAt[], limit: number): StateAt[] => [
      ...states.filter((state) => state.position !== position).slice(1 - limit),
      held,
    ];
    if (position === target - 1 || position === target) this.recent = kept(this.recent, recentStates);
    if (position % anchorEvery === 0) this.anchors = kept(this.anchors, anchorStates);
    else if (position % trailEvery === 0 && target - position <= anchorEvery)
      this.trail = kept(this.trail, trailStates);
  }

  private remembered(): StateAt[] {
    return [...this.recent, ...this.anchors, ...this.trail, ...this.spine];
  }

  /** The nearest state at or before `position`: in memory, or a checkpoint in the file, or the start. */
  private async base(position: number): Promise<StateAt> {
    let best: StateAt = { position: 0, state: this.start };
    for (const held of [this.last, ...this.remembered()])
      if (held.position <= position && held.position > best.position) best = held;
    const checkpoint = this.recording.checkpointAtOrBefore(position);
    if (checkpoint < 0 || this.recording.checkpointPosition(checkpoint) - best.position <= this.foldRatherThanRead)
      return best;
    const read = await this.costs.timedAsync('checkpointMs', () => this.recording.checkpoint(checkpoint));
    this.costs.add('checkpoints', 1);
    return { position: read.position, state: read.state };
  }

  private block(block: number): Promise<HeldBlock> {
    const held = this.blocks.get(block);
    if (held) {
      this.blocks.delete(block);
      this.blocks.set(block, held);
      return Promise.resolve(held);
    }
    let loading = this.loading.get(block);
    if (!loading) {
      loading = this.read(block).then((read) => {
        this.loading.delete(block);
        this.blocks.set(block, read);
        while (this.blocks.size > heldBlocks) this.blocks.delete(this.blocks.keys().next().value as number);
        return read;
      });
      this.loading.set(block, loading);
    }
    return loading;
  }

  private async read(block: number): Promise<HeldBlock> {
    const first = this.recording.firstPosition(block);
    const length =
      (block + 1 < this.recording.blockCount ? this.recording.firstPosition(block + 1) : this.total + 1) - first;
    try {
      const lines = await this.costs.timedAsync('blockReadMs', () => this.recording.lines(block, this.pause));
      this.costs.add('blocks', 1);
      return new HeldBlock(first, length, lines, this.badLine);
    } catch (error) {
      const message = `${(error as Error).message}; entries ${count(first)}–${count(first + length - 1)} are skipped`;
      this.badLine({ line: first + 1, message });
      // A damaged block still has a slot for each of its positions, none holding an entry.
      return new HeldBlock(first, length, undefined, this.badLine);
    }
  }
}
