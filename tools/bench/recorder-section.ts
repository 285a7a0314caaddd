import path from 'node:path';
import { benchMix } from './bench-mix';
import { measureRecorder } from './recorder-bench';
import { syntheticRecording } from './synthetic-recording';

/** The recorder's target: ingest with both recorders running at least this share of ingest without them. */
export const recorderOnVsOffTarget = 0.8;

const round = (value: number): number => Math.round(value * 100) / 100;

/**
 * `--recorder-only`: the recording cost of the whole bench's recorder section alone (issue 7's target, issue 33
 * §1's one stored copy): the first `entries` of the synthetic recording (generated once under .bench) ingested
 * with the recorders off and on, then the files written from the stored blocks.
 */
export const recorderSection = async (entries: number, log: (line: string) => void) => {
  const recording = syntheticRecording(path.resolve(__dirname, '..', '..', '.bench'), benchMix(entries));
  log(`ingest with the recorders off and on (${entries} entries, best of 3 each), then writing their files…`);
  const recorder = await measureRecorder(recording, entries);
  const met = recorder.ratio >= recorderOnVsOffTarget;
  const figures = {
    recorderOffPerSecond: Math.round(recorder.offPerSecond),
    recorderOnPerSecond: Math.round(recorder.onPerSecond),
    recorderOnVsOff: round(recorder.ratio),
    recorderOnPoolPerSecond: Math.round(recorder.onPoolPerSecond),
    recorderOnVsOffWithGzip: round(recorder.poolRatio),
    recorderWorkerMicrosPerEntry: round(recorder.workerMicrosPerEntry),
    recorderSessionWritePerSecond: Math.round(recorder.sessionPerSecond),
    recorderFlightWritePerSecond: Math.round(recorder.flightPerSecond),
    recorderFlightEntries: recorder.flightEntries,
    recorderSessionFileMegabytes: round(recorder.sessionFileBytes / 1048576),
    recorderStoredMegabytes: round(recorder.storedBytes / 1048576),
  };
  return {
    rows: [
      [
        'recorder on ÷ off',
        `${figures.recorderOnPerSecond} / ${figures.recorderOffPerSecond} entries/s`,
        `${figures.recorderOnVsOff} (≥ ${recorderOnVsOffTarget}) ${met ? '✓' : '✗'} on the page's thread; ${figures.recorderOnVsOffWithGzip} with the blocks made in this process, awaited; the worker's part ${figures.recorderWorkerMicrosPerEntry} µs an entry; files ${figures.recorderSessionWritePerSecond} (session) / ${figures.recorderFlightWritePerSecond} (flight) entries/s; ${figures.recorderStoredMegabytes} MB stored, session file ${figures.recorderSessionFileMegabytes} MB`,
      ],
    ] as [string, string, string][],
    json: { ...figures, targets: { recorderOnVsOff: met } },
  };
};
