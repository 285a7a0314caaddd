import type { FlightHold } from './flight-hold';
import type { FlightRecorder } from './flight-recorder';
import type { StoredBlock } from './recording-blocks';
import { makeHeader, type RecordingHeader } from './recording-header';

/** A full recording that has stopped: its blocks, not yet written as a file (`RecordingBlocks.writeFile`). */
export interface StoppedRecording {
  readonly fileName: string;
  readonly header: RecordingHeader;
  /** The flight recorder's stored blocks of the recording, read a few at a time as the file is written. */
  readonly blocks: AsyncIterable<StoredBlock>;
  /** The file is written (or given up): the flight recorder may prune the blocks again. */
  discard(): Promise<void>;
}

/** A recording written as a file. */
export interface FinishedRecording {
  readonly fileName: string;
  /** The file, a Blob of Blob parts (a long recording is never one string or array in the page). */
  readonly chunks: readonly Blob[];
  readonly mimeType: string;
  readonly entries: number;
}

/**
 * A full recording of this console until `stop`: every log entry from the start of the current session (the
 * last sign-in or sign-out this page saw, else the page load) — a replay needs the sign-in and the joins that
 * followed to rebuild the console, and the Start is pressed long after them — with the `recording.start`
 * command marking where the person began.
 *
 * It is not a second store (issue 33 §1): the flight recorder already writes every entry out as it comes, as
 * compressed blocks of recording format version 2, and a recording holds those blocks from its first entry
 * (`FlightRecorder.hold`) so they are not pruned until its file is written. A recording left running for a
 * shift holds nothing in the page but the flight recorder's block being gathered.
 *
 * A session that began before the oldest entry the flight recorder still has (its window is 30 minutes) is
 * recorded from that entry, and the header's note says so.
 */
export class SessionRecorder {
  private running: { readonly header: RecordingHeader; readonly hold: FlightHold } | undefined;

  constructor(
    private readonly flight: FlightRecorder,
    private readonly appVersion: string,
    private readonly now: () => number,
  ) {}

  get recording(): boolean {
    return this.running !== undefined;
  }

  start(note?: string): void {
    if (this.running) return;
    const hold = this.flight.hold();
    const notes = [
      ...(note ? [note] : []),
      ...(hold.released ? [`the flight recorder had released this session's entries before ${hold.first}`] : []),
    ];
    const header = makeHeader(new Date(this.now()), this.appVersion, {
      firstSeq: hold.first,
      ...(notes.length > 0 ? { note: notes.join('; ') } : {}),
    });
    this.running = { header, hold };
  }

  stop(): StoppedRecording | undefined {
    if (!this.running) return undefined;
    const { header, hold } = this.running;
    this.running = undefined;
    hold.end();
    return {
      fileName: `studio-console-${header.startedAt.replace(/[:.]/g, '-')}.screc`,
      header,
      blocks: hold.blocks(),
      discard: () => hold.release(),
    };
  }
}
