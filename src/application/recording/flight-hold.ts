import type { EventLog } from '../log';
import type { StoredBlock } from './recording-blocks';

/** What a hold asks of the flight recorder that made it. */
export interface HoldingRecorder {
  /** Writes what is pending as a block of its own; resolves once every block so far is stored. */
  cut(): Promise<void>;
  /** The stored blocks from entry `from` to entry `to`, read a few at a time. */
  read(from: number, to: number): AsyncIterable<StoredBlock>;
  /** Lets pruning have the held blocks again. */
  release(hold: FlightHold): Promise<void>;
}

/**
 * A running (or stopped, not yet written) recording's claim on the flight recorder's blocks: from entry
 * `first` to the stop, nothing is pruned, so the recording is those blocks and not a second copy.
 */
export class FlightHold {
  private last: number | undefined;
  private stored: Promise<void> | undefined;
  private failure: Error | undefined;

  constructor(
    /** The first entry held: the current session's first, or the oldest the flight recorder still had. */
    readonly first: number,
    /** Whether the session began before `first` (its earlier entries had been released). */
    readonly released: boolean,
    private readonly log: EventLog,
    private readonly recorder: HoldingRecorder,
  ) {}

  /** Ends the held range at the log's last entry; the block being gathered is cut there. */
  end(): void {
    if (this.last !== undefined) return;
    this.last = this.log.lastSeq;
    this.stored = this.recorder.cut();
  }

  /** A block of the range could not be stored. */
  refused(firstSeq: number, lastSeq: number, error: Error): void {
    if (lastSeq >= this.first && firstSeq <= (this.last ?? Infinity)) this.failure ??= error;
  }

  /** The held range's blocks, once ended (`end`) and stored. */
  async *blocks(): AsyncGenerator<StoredBlock> {
    this.end();
    await this.stored;
    // A block that could not be stored would leave a hole: the file must not pretend to be whole.
    if (this.failure) throw new Error(`The recording could not be stored: ${this.failure.message}`);
    yield* this.recorder.read(this.first, this.last as number);
  }

  /** The recording is written (or given up): pruning may have its blocks again. */
  release(): Promise<void> {
    return this.recorder.release(this);
  }
}
