import path from 'node:path';
import { benchRoot } from './bench-page';
import type { Row, SectionReport } from './bench-section';
import { measureShiftBrowser } from './shift-browser';
import { checkpointedShift } from './shift-checkpoints';
import { measureShiftCli, measureShiftParse } from './shift-cli';
import { shiftEntries, shiftRecording } from './shift-recording';
import { measureShiftSeeks } from './shift-seek';

// `npm run bench -- --shift-only [--shift-entries N] [--no-browser] [--json]` (issue 33 §1): a twelve-hour
// recording of the busy console as a version 2 file (generated once, kept in .bench/ beside the ingest
// section's file), read by the CLI and by /replay's service in Chromium.

const targets = {
  shiftFileRatio: (value: number): boolean => value <= 0.1,
  // The file /replay reads is the one with checkpoints: its seeks are measured on it, so its size is the one held
  // to the tenth (docs/performance.md, "A seek's time, part by part").
  shiftFileWithCheckpointsRatio: (value: number): boolean => value <= 0.1,
  shiftFirstScrubMs: (value: number): boolean => value <= 10_000,
  shiftSeekP95Ms: (value: number): boolean => value <= 50,
  shiftHeapMegabytes: (value: number): boolean => value <= 1024,
  shiftCliVsParse: (value: number): boolean => value >= 0.5,
  // Smooth: no main-thread task over 50 ms while stepping, and while playing at 16× (issue 33 §1).
  shiftStepTasksOver50Ms: (value: number): boolean => value === 0,
  shiftPlayTasksOver50Ms: (value: number): boolean => value === 0,
};

/** Checkpoints every 16 blocks of 4,096 entries in the file /replay reads (--shift-checkpoint-every N, 0 for none). */
const defaultCheckpointEvery = 65_536;

const round = (value: number, digits = 2): number => Math.round(value * 10 ** digits) / 10 ** digits;
const mark = (ok: boolean | undefined): string => (ok === undefined ? '' : ok ? '✓' : '✗');

export const runShiftSection = async (
  options: {
    readonly entries: number | undefined;
    readonly browser: boolean;
    /** Entries between checkpoints in the copy /replay reads (0: the generated file as it is). */
    readonly checkpointEvery?: number;
    /** CPU profiles of /replay's steps and play, with what their long tasks ran (--profile). */
    readonly profile?: boolean;
    /** Random seeks before the steps and the play (default 100). */
    readonly seeks?: number;
  },
  log: (text: string) => void,
  loadAverage: () => number[],
): Promise<SectionReport> => {
  const entries = options.entries ?? shiftEntries;
  if (!Number.isInteger(entries) || entries < 1000) throw new Error('--shift-entries takes a whole number ≥ 1000');
  log(`generating or reusing a version 2 shift recording of ${entries.toLocaleString('en-US')} entries…`);
  const recording = await shiftRecording(path.join(benchRoot, '.bench'), entries, loadAverage, log);
  const fileRatio = recording.bytes / recording.ndjsonBytes;
  log(
    `  ${recording.file}: ${Math.round(recording.bytes / 1048576)} MB (NDJSON ${Math.round(recording.ndjsonBytes / 1048576)} MB), ` +
      `generated at ${recording.generatedPerSecond} entries/s (load ${recording.generatedAtLoad.join(' ')})`,
  );

  log('JSON.parse of every entry (blocks decompressed outside the timing)…');
  const parse = await measureShiftParse(recording);
  log(`  ${Math.round(parse.entries / parse.seconds)} entries/s`);
  log('the CLI folding the file (npm run replay -- FILE)…');
  const cli = await measureShiftCli(recording);
  const cliVsParse = cli.entries / cli.seconds / (parse.entries / parse.seconds);
  // The same ratio in the main thread's CPU time (the fold's thread; the reading worker not counted).
  const cliVsParseCpu =
    cli.cpuSeconds && parse.cpuSeconds ? cli.entries / cli.cpuSeconds / (parse.entries / parse.cpuSeconds) : undefined;
  log(`  ${Math.round(cli.entries / cli.seconds)} entries/s, heap at most ${cli.peakHeapMegabytes} MB`);
  const loadAfterNode = loadAverage();

  const every = options.checkpointEvery ?? defaultCheckpointEvery;
  const replayed = every > 0 ? await checkpointedShift(recording.file, every, log) : undefined;
  if (replayed)
    log(
      `  with checkpoints: ${Math.round(replayed.bytes / 1048576)} MB, ${round(replayed.bytes / recording.ndjsonBytes, 4)} of the NDJSON`,
    );
  log("/replay's random-access seeks in Node, part by part…");
  const nodeSeeks = await measureShiftSeeks(replayed?.file ?? recording.file);
  log(
    `  p50 / p95 ${nodeSeeks.p50Ms} / ${nodeSeeks.p95Ms} ms; a seek on average: ${JSON.stringify(nodeSeeks.meanParts)}`,
  );
  const page = !options.browser
    ? undefined
    : await measureShiftBrowser(replayed?.file ?? recording.file, log, {
        profile: options.profile,
        seeks: options.seeks,
      });
  const figures = {
    shiftEntries: recording.entries,
    shiftFileRatio: round(fileRatio, 4),
    shiftFileMegabytes: Math.round(recording.bytes / 1048576),
    shiftNdjsonMegabytes: Math.round(recording.ndjsonBytes / 1048576),
    shiftGeneratedPerSecond: recording.generatedPerSecond,
    shiftGeneratedAtLoad: recording.generatedAtLoad,
    shiftCliVsParse: round(cliVsParse),
    ...(cliVsParseCpu === undefined ? {} : { shiftCliVsParseMainThreadCpu: round(cliVsParseCpu) }),
    shiftCliPerSecond: Math.round(cli.entries / cli.seconds),
    shiftParsePerSecond: Math.round(parse.entries / parse.seconds),
    shiftCliHeapMegabytes: cli.peakHeapMegabytes,
    ...(replayed
      ? { shiftCheckpointEvery: every, shiftFileWithCheckpointsRatio: round(replayed.bytes / recording.ndjsonBytes, 4) }
      : {}),
    shiftNodeSeekP50Ms: nodeSeeks.p50Ms,
    shiftNodeSeekP95Ms: nodeSeeks.p95Ms,
    shiftSeekParts: nodeSeeks.meanParts,
    ...(nodeSeeks.checkpoint ? { shiftCheckpointParts: nodeSeeks.checkpoint } : {}),
    ...(page
      ? {
          shiftFirstScrubMs: page.firstScrubMs,
          shiftSeekP50Ms: round(page.seekP50Ms, 1),
          shiftSeekP95Ms: round(page.seekP95Ms, 1),
          shiftHeapMegabytes: page.peakHeapMegabytes,
          shiftReplaySeekable: page.seekable,
          shiftStepTasksOver50Ms: page.stepTasksOver50Ms,
          shiftStepP50Ms: round(page.stepP50Ms, 1),
          shiftStepP95Ms: round(page.stepP95Ms, 1),
          shiftStepMaxMs: page.stepMaxMs,
          shiftPlayTasksOver50Ms: page.playTasksOver50Ms,
          shiftPlayedEntries: page.playedEntries,
          shiftPlaySpeed: round(page.playSpeed, 1),
          shiftPlayMovesShown: page.playMovesShown,
          shiftPlaySeconds: page.playSeconds,
          shiftLongestTaskMs: page.longestTaskMs,
          shiftBrowser: page.browser,
        }
      : {}),
  };
  const checked = Object.fromEntries(
    Object.entries(targets).flatMap(([key, within]) => {
      const value = (figures as Record<string, unknown>)[key];
      return typeof value === 'number' ? [[key, within(value)]] : [];
    }),
  ) as Partial<Record<keyof typeof targets, boolean>>;
  const rows: Row[] = [
    ['entries', recording.entries.toLocaleString('en-US'), ''],
    ['file ÷ NDJSON', `${figures.shiftFileRatio}`, `target ≤ 0.1 ${mark(checked.shiftFileRatio)}`],
    ['CLI ÷ JSON.parse', `${figures.shiftCliVsParse}`, `target ≥ 0.5 ${mark(checked.shiftCliVsParse)}`],
    ['CLI ÷ JSON.parse, main thread CPU', `${figures.shiftCliVsParseMainThreadCpu ?? '?'}`, ''],
    ['generated', `${recording.generatedPerSecond} entries/s`, `load ${recording.generatedAtLoad.join(' ')}`],
    ['CLI heap (upper bound)', `${cli.peakHeapMegabytes} MB`, ''],
    [
      `file with a checkpoint every ${every.toLocaleString('en-US')} ÷ NDJSON`,
      `${figures.shiftFileWithCheckpointsRatio ?? '—'}`,
      `target ≤ 0.1 ${mark(checked.shiftFileWithCheckpointsRatio)}`,
    ],
    ['seek in Node p50 / p95 (BlockReplay)', `${nodeSeeks.p50Ms} / ${nodeSeeks.p95Ms} ms`, ''],
  ];
  if (page) {
    rows.push(
      ['first scrub', `${page.firstScrubMs} ms`, `target ≤ 10,000 ms ${mark(checked.shiftFirstScrubMs)}`],
      [
        'seek p50 / p95',
        `${figures.shiftSeekP50Ms} / ${figures.shiftSeekP95Ms} ms`,
        `target p95 ≤ 50 ms ${mark(checked.shiftSeekP95Ms)}`,
      ],
      ['page heap', `${page.peakHeapMegabytes ?? '?'} MB`, `target ≤ 1,024 MB ${mark(checked.shiftHeapMegabytes)}`],
      [
        `tasks > 50 ms: ${page.steps} steps / ${page.playSeconds} s at 16×`,
        `${page.stepTasksOver50Ms} / ${page.playTasksOver50Ms} (${page.playedEntries} entries played)`,
        `target 0 ${mark(checked.shiftStepTasksOver50Ms)} ${mark(checked.shiftPlayTasksOver50Ms)}`,
      ],
      [
        'a step until shown, p50 / p95 / max',
        `${figures.shiftStepP50Ms} / ${figures.shiftStepP95Ms} / ${figures.shiftStepMaxMs} ms`,
        '',
      ],
      [
        'playing at 16×: the pace reached, moves shown',
        `${figures.shiftPlaySpeed}× (${page.playMovesShown} moves in ${page.playSeconds} s)`,
        '',
      ],
    );
  }
  return { rows, json: { ...figures, load: { nodeParts: loadAfterNode, end: loadAverage() }, targets: checked } };
};
