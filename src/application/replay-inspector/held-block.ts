import type { LogEntry } from '../../domain/log';
import type { ReplayBlockLines } from './replay-file';
import type { BadLine } from './replay-model';

/** Not decoded yet; `null` in the same arrays is a slot without an entry (a bad line, or a damaged block's). */
type Slot = LogEntry | null | undefined;

/**
 * A block of a version 2 file as the random-access replay holds it: its lines decompressed, each decoded the
 * first time a fold or a view asks for it and kept. A seek decodes the lines it folds (those up to its target),
 * not the whole block: a block of the bench's busy mix is 4,096 lines of ~2 KB.
 */
export class HeldBlock {
  /** As folded: their own `seq`, as the checkpoints in the file were folded. */
  private readonly folded: Slot[];
  /** As the views show them: `seq` is the position in the file (as version 1 files are numbered). */
  private readonly shown: Slot[];

  constructor(
    /** Position of the block's first entry. */
    readonly first: number,
    /** Positions the index gives the block (a damaged block, or one with fewer lines, still has them all). */
    readonly length: number,
    /** Undefined when the block could not be read (its positions hold no entries). */
    private readonly lines: ReplayBlockLines | undefined,
    private readonly badLine: (bad: BadLine) => void,
  ) {
    this.folded = new Array<Slot>(length);
    this.shown = new Array<Slot>(length);
  }

  /** The entry at `position` with its own `seq` (undefined for a bad line or a position outside the block). */
  folding(position: number): LogEntry | undefined {
    const index = position - this.first;
    if (index < 0 || index >= this.length) return undefined;
    if (this.folded[index] === undefined) this.decode(index);
    return this.folded[index] ?? undefined;
  }

  /** The entry at `position` numbered by its position, as the views show it. */
  showing(position: number): LogEntry | undefined {
    const index = position - this.first;
    if (index < 0 || index >= this.length) return undefined;
    if (this.shown[index] === undefined) this.decode(index);
    return this.shown[index] ?? undefined;
  }

  /** Decodes the lines of positions from..to not decoded yet (a fold decodes its chunk at once). */
  decodeRange(from: number, to: number): void {
    for (let index = Math.max(0, from - this.first); index <= Math.min(this.length - 1, to - this.first); index += 1)
      if (this.folded[index] === undefined) this.decode(index);
  }

  private decode(index: number): void {
    if (!this.lines || index >= this.lines.count) {
      this.folded[index] = null;
      this.shown[index] = null;
      return;
    }
    const item = this.lines.item(index);
    if (item.type === 'error') {
      this.badLine({ line: item.line, message: item.message });
      this.folded[index] = null;
      this.shown[index] = null;
      return;
    }
    const position = this.first + index;
    this.folded[index] = item.entry;
    this.shown[index] = item.entry.seq === position ? item.entry : { ...item.entry, seq: position };
  }
}
