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
import { recordingCommands, type LogEntry } from '../../domain/log';
import type { CommandPort } from '../ports';
import { fromFlightRecord } from './flight-record';
import type { FlightBatch, FlightRecorder } from './flight-recorder';
import { encodeRecording, type EncodedRecording } from './recording-encoding';
import { makeHeader, type RecordingHeader } from './recording-header';
import type { FinishedRecording, SessionRecorder } from './session-recorder';

/** Command names of the profile menu's recording items (journaled like every user action). */

/** How long the flight recorder's storage may take to hand its batches over before the download fails. */
export const flightReadTimeoutMs = 15_000;

const stamp = (at: number): string => new Date(at).toISOString().replace(/[:.]/g, '-');

function* flightEntries(batches: readonly FlightBatch[]): Generator<LogEntry> {
  // A batch written by an older console (before records) is left out; the window prunes it soon.
  for (const batch of batches)
    if (Array.isArray(batch.records)) for (const record of batch.records) yield fromFlightRecord(record);
}

/**
 * The profile menu's "Download recording" (issue 7, any account): start and stop a full recording of this
 * console and hand it over as an NDJSON file, or download what the flight recorder holds (the last 30
 * minutes). Both files are redacted recordings in the documented format.
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
    private readonly appVersion: string,
    private readonly now: () => number,
    private readonly scheduler: SchedulerLike = asyncScheduler,
  ) {}

  /** Lets the page breathe between slices of a long recording being written. */
  private readonly pause = async (): Promise<void> => void (await firstValueFrom(timer(0, this.scheduler)));

  private async write(
    header: RecordingHeader,
    entries: Iterable<LogEntry> | AsyncIterable<LogEntry>,
  ): Promise<EncodedRecording> {
    this.writingSubject.next(true);
    try {
      return await encodeRecording(header, entries, this.pause);
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
        file = { fileName: stopped.fileName, ...(await this.write(stopped.header, stopped.entries)) };
      } finally {
        // What was stored is unredacted: it goes once the file is written (or could not be).
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
      file = {
        fileName: `studio-console-flight-${stamp(this.now())}.ndjson`,
        ...(await this.write(header, flightEntries(batches))),
      };
      return { outcome: 'ok' };
    });
    return file;
  }
}
