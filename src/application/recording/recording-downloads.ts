import {
  asyncScheduler,
  BehaviorSubject,
  firstValueFrom,
  from,
  type Observable,
  type SchedulerLike,
  timeout,
  timer,
} from 'rxjs';
import { recordingCommands } from '../../domain/log';
import type { CommandPort } from '../ports';
import type { FlightRecorder } from './flight-recorder';
import type { RecordingBlocks, StoredBlock } from './recording-blocks';
import { makeHeader, type RecordingHeader } from './recording-header';
import type { FinishedRecording, SessionRecorder } from './session-recorder';

/** Command names of the profile menu's recording items (journaled like every user action). */

/** How long the flight recorder's storage may take to hand its batches over before the download fails. */
export const flightReadTimeoutMs = 15_000;

const stamp = (at: number): string => new Date(at).toISOString().replace(/[:.]/g, '-');

/**
 * The profile menu's "Download recording" (issue 7, any account): start and stop a full recording of this
 * console and hand it over as a file, or download what the flight recorder holds (the last 30 minutes). Both
 * files are redacted recordings of format version 2 (docs/protocol/recording-blocks.md), built from the flight
 * recorder's stored blocks.
 */
export class RecordingDownloads {
  private readonly recordingSubject = new BehaviorSubject<boolean>(false);

  private readonly writingSubject = new BehaviorSubject<boolean>(false);

  /** Whether a full recording is running. */
  readonly recording$: Observable<boolean> = this.recordingSubject.asObservable();
  /** Whether a file is being written (a long recording takes a moment, a slice at a time): the menu says so. */
  readonly writing$: Observable<boolean> = this.writingSubject.asObservable();

  constructor(
    private readonly commands: CommandPort,
    private readonly session: SessionRecorder,
    private readonly flight: FlightRecorder,
    private readonly files: RecordingBlocks,
    private readonly appVersion: string,
    private readonly now: () => number,
    private readonly scheduler: SchedulerLike = asyncScheduler,
  ) {}

  /** Lets the page breathe between slices of a long recording being written. */
  private readonly pause = async (): Promise<void> => void (await firstValueFrom(timer(0, this.scheduler)));

  private async write(
    fileName: string,
    header: RecordingHeader,
    blocks: Iterable<StoredBlock> | AsyncIterable<StoredBlock>,
  ): Promise<FinishedRecording> {
    this.writingSubject.next(true);
    try {
      const { blob, entries } = await this.files.writeFile(header, blocks, this.pause);
      return { fileName, chunks: [blob], mimeType: blob.type, entries };
    } finally {
      this.writingSubject.next(false);
    }
  }

  start(): void {
    if (this.session.recording) return;
    this.session.start('recorded from the profile menu');
    // Journaled after the start, so the recording holds the command that began it.
    this.commands.local(recordingCommands.start, {});
    this.recordingSubject.next(true);
  }

  /** Stops the full recording; its file (written now, a slice at a time), or undefined when none was running. */
  async stop(): Promise<FinishedRecording | undefined> {
    if (!this.session.recording) return undefined;
    this.commands.local(recordingCommands.stop, {});
    const stopped = this.session.stop();
    this.recordingSubject.next(false);
    if (!stopped) return undefined;
    let file: FinishedRecording | undefined;
    // Read back from storage as it is written: a failure (storage full, refused) ends the command with an
    // error the notices show, rather than a file with a hole.
    await this.commands.run({ name: recordingCommands.write, args: {} }, async () => {
      try {
        file = await this.write(stopped.fileName, stopped.header, stopped.blocks);
      } finally {
        // The flight recorder may prune the recording's blocks again (they are unredacted).
        await stopped.discard().catch(() => undefined);
      }
      return { outcome: 'ok' };
    });
    return file;
  }

  /**
   * The flight recorder's batches as one recording (its header names the first entry held); undefined when
   * storage could not be read, which the command's failure notice reports.
   */
  async flightRecording(): Promise<FinishedRecording | undefined> {
    let file: FinishedRecording | undefined;
    await this.commands.run({ name: recordingCommands.flight, args: {} }, async () => {
      // IndexedDB can stall (a page kept in the back-forward cache holding the database): fail, do not hang.
      const batches = await firstValueFrom(
        from(this.flight.batches()).pipe(
          timeout({
            first: flightReadTimeoutMs,
            scheduler: this.scheduler,
            with: () => {
              throw new Error("The flight recorder's storage did not answer.");
            },
          }),
        ),
      );
      const first = batches[0];
      const header = makeHeader(new Date(first?.at ?? this.now()), this.appVersion, {
        ...(first ? { firstSeq: first.firstSeq } : {}),
        note: 'flight recorder: the last 30 minutes of this console',
      });
      file = await this.write(`studio-console-flight-${stamp(this.now())}.screc`, header, batches);
      return { outcome: 'ok' };
    });
    return file;
  }
}
