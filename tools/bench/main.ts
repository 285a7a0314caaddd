import os from 'node:os';
import path from 'node:path';
import { benchMix } from './bench-mix';
import { measureBrowserSeek } from './browser-seek';
import { measureAdminList } from './admin-list-bench';
import { measureBilling } from './billing-bench';
import { measureBillingBrowser } from './billing-browser';
import { measureAudit } from './audit-bench';
import { measureContentImport } from './content-import-bench';
import { measureContentList } from './content-list-browser';
import { measureDashboard } from './dashboard-bench';
import { dashboardBrowserSection, measureDashboardBrowser } from './dashboard-browser';
import { instancePanelFigures, measureInstancePanel } from './instance-panel-bench';
import { measureNaive, measureOurs, measureParse, measureSeek } from './ingest-bench';
import { measureRecorder } from './recorder-bench';
import { measureRecorderShift, recorderShiftSection } from './recorder-shift-bench';
import { seededRandom } from './seeded-random';
import { measureServerFanout } from './server-fanout';
import { syntheticRecording, type SyntheticRecording } from './synthetic-recording';
import { measureWall, wallSection } from './wall-browser';
import { measureWhepBrowser, whepBrowserSection } from './whep-browser';
import { measureWhepFlood } from './whep-flood';
import { measureWhepViewers } from './whep-viewers';

// `npm run bench [-- --json] [--entries N]`: figures measured in one run, so ratios compare like with like.
const argv = process.argv.slice(2);
const json = argv.includes('--json');
// The Chromium seek section takes a couple of minutes; --no-browser leaves it out.
const browser = !argv.includes('--no-browser');
// The dashboard section (2,000 events under control ticks) takes ~10 s; --no-dashboard leaves it out.
const dashboard = !argv.includes('--no-dashboard');
const entriesArgument = argv.indexOf('--entries');
const entries = entriesArgument >= 0 ? Number(argv[entriesArgument + 1]) : 1_000_000;
const naiveEntries = Math.min(entries, 200_000);
// The recorder section holds its slice in memory three times over (entries, the session recording, the flight
// recorder's batches); 100,000 entries keep it well inside the 2 GB heap at a million (issue 19).
const recorderEntries = Math.min(entries, 100_000);
// --admin-list-only runs just the admin kit's list section (a second, without the synthetic recording).
const adminListOnly = argv.includes('--admin-list-only');
const log = (text: string): void => {
  if (!json) console.log(text);
  else console.error(text);
};
const gc = (): void => (globalThis as { gc?: () => void }).gc?.();
const megabytes = (bytes: number): number => Math.round(bytes / 1048576);

// --content-import-only runs just the content import section (issue 16): 10,000 rows through the studio server.
const contentImportOnly = argv.includes('--content-import-only');

// --content-list-only: a content list of 20,000 records opening, filtering and paging in Chromium (issue 16);
// --trace adds a DevTools timeline trace of the open under .bench, --profile a CPU profile of it.
const contentListOnly = argv.includes('--content-list-only');

// --wall-only: the monitor wall of 16 live previews in Chromium (issues 14 and 31) and the productions viewer's
// WHEP in Chromium, ~8 min; --wall-hours N (12), --wall-play S (60) and --wall-opens N (5) shorten it for a try.
const wallOnly = argv.includes('--wall-only');
const numberArgument = (name: string): number | undefined => {
  const index = argv.indexOf(name);
  return index >= 0 ? Number(argv[index + 1]) : undefined;
};
// --whep-browser-only: just the productions viewer's WHEP in Chromium (first frame, server restarts), ~1 min.
const whepBrowserOnly = argv.includes('--whep-browser-only');
const wallOptions = {
  hours: numberArgument('--wall-hours'),
  playSeconds: numberArgument('--wall-play'),
  opens: numberArgument('--wall-opens'),
};

// --whep-only: 20 WebRTC viewers of the studio server's WHEP endpoint (issue 18), the server's CPU per viewer.
const whepOnly = argv.includes('--whep-only');

// --whep-flood-only: a socket push's latency, quiet and while accounts flood WHEP with the largest offers it
// accepts (issue 28), about 40 s.
const whepFloodOnly = argv.includes('--whep-flood-only');

/**
 * Ingest, seek and heap over the whole recording. Only figures leave this function, so the store (its
 * checkpoints and entry index) can be collected before the next sections run.
 */
const measureCore = async (recording: SyntheticRecording) => {
  const heapAtStart = process.memoryUsage().heapUsed;
  let peakHeap = heapAtStart;
  // Live heap after a full collection: what the store really keeps, not garbage awaiting collection.
  const sampleHeap = (): void => {
    gc();
    peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
  };
  log('normalize + reduce (batched, checkpoints)…');
  const ours = await measureOurs(recording, sampleHeap);
  sampleHeap();
  log('seek at 100 random points…');
  const seek = measureSeek(ours.store, 100, seededRandom(7));
  sampleHeap();
  const figures = {
    result: ours.result,
    seek,
    peakHeap,
    checkpointInterval: ours.store.checkpointInterval,
    rejected: ours.store.state.frames.rejected,
  };
  ours.store.dispose();
  ours.source.close();
  return figures;
};

// --core-only: just the parse, ingest, seek and heap figures of the recording (quick iterations on the store).
const coreOnly = argv.includes('--core-only');

// --fanout-only runs just the studio server fan-out section (issue 19), about a minute; --fanout-threads N spreads
// its consoles over N worker threads (default 1) to see whether their side limits delivery.
const fanoutOnly = argv.includes('--fanout-only');
const fanoutThreadsArgument = argv.indexOf('--fanout-threads');
const fanoutThreads = fanoutThreadsArgument >= 0 ? Number(argv[fanoutThreadsArgument + 1]) : 1;

// --billing-only: the billing table's changes over a month of 5,000 events, in Node against the recomputing
// baseline and in Chromium (longest main-thread task) (issue 17).
const billingOnly = argv.includes('--billing-only');

// --dashboard-only: the Node dashboard section alone (2,000 events under control ticks, the day shift), ~10 s.
const dashboardOnly = argv.includes('--dashboard-only');

// --dashboard-browser-only: /dashboard in Chromium with 500 instances and 2,000 events for a minute of control
// seconds, then day shifts (issue 19 §5), ~2 min; --profile writes CPU profiles of the minute and of the shifts
// under .bench, --trace DevTools timeline traces (with invalidation tracking) of 8 control seconds and two shifts.
const dashboardBrowserOnly = argv.includes('--dashboard-browser-only');

// --recorder-shift-only: a console recording for twelve accelerated hours (issue 33 §1), its heap hour by hour,
// ~5 min; --recorder-shift-hours N shortens it for a try.
const recorderShiftOnly = argv.includes('--recorder-shift-only');

// --instance-panel-only: the instance panel's cost per status frame in Chromium (issue 13), about a minute;
// --profile measures the panel alone under a CPU profile (BENCH_SOURCE_MAPS=1 bundles the page with source maps).
const instancePanelOnly = argv.includes('--instance-panel-only');

const main = async (): Promise<void> => {
  if (recorderShiftOnly) {
    const shift = recorderShiftSection(await measureRecorderShift(numberArgument('--recorder-shift-hours') ?? 12, log));
    for (const [name, value, note] of shift.rows) log(`${name.padEnd(28)} ${value.padEnd(28)} ${note}`);
    if (json)
      console.log(
        JSON.stringify({ ...shift.figures, load: loadAverage(), targets: shift.targets, targetLimits: shift.limits }),
      );
    return;
  }
  if (instancePanelOnly) {
    const panel = instancePanelFigures(await measureInstancePanel(200, log, { profile: argv.includes('--profile') }));
    for (const [name, value, note] of panel.rows) log(`${name.padEnd(28)} ${value.padEnd(28)} ${note}`);
    if (json)
      console.log(JSON.stringify({ ...panel.figures, targets: { instancePanelP50Within2Ms: panel.withinTarget } }));
    return;
  }
  if (dashboardBrowserOnly) {
    const page = dashboardBrowserSection(
      await measureDashboardBrowser(log, { profile: argv.includes('--profile'), trace: argv.includes('--trace') }),
    );
    for (const [name, value, note] of page.rows) log(`${name.padEnd(28)} ${value.padEnd(28)} ${note}`);
    if (json) console.log(JSON.stringify({ ...page.figures, targets: page.targets }));
    return;
  }
  if (dashboardOnly) {
    const figures = await measureDashboard(200, log);
    for (const [name, value, note] of figures.rows) log(`${name.padEnd(28)} ${value.padEnd(28)} ${note}`);
    if (json) console.log(JSON.stringify(figures.figures));
    return;
  }
  if (billingOnly) {
    const billing = measureBilling();
    for (const [name, value, note] of billing.rows) log(`${name.padEnd(28)} ${value.padEnd(28)} ${note}`);
    const page = browser ? await measureBillingBrowser() : undefined;
    if (page)
      log(
        `billing in Chromium, ${page.events} events: longest task ${page.longestAfterLoadMs} ms after the list arrived, ${page.longestTaskMs} ms in the whole run (${page.tasksOver100Ms} over 100 ms); by step ${JSON.stringify(page.longestByStep)}; load ${page.loadMs} ms`,
      );
    if (json) console.log(JSON.stringify({ ...billing.figures, ...(page ?? {}) }));
    return;
  }
  if (whepFloodOnly) {
    const figures = await measureWhepFlood(log);
    const row = (name: string, push: typeof figures.quiet): void =>
      log(
        `${name.padEnd(28)} p50 ${push.p50Ms} ms, p99 ${push.p99Ms} ms, max ${push.maxMs} ms (${push.pushes} pushes); server main thread ${push.serverMainThreadCpuPercent} % CPU`,
      );
    row('socket push, quiet', figures.quiet);
    row('socket push, WHEP flood', figures.flood);
    log(`${'WHEP answers in the flood'.padEnd(28)} ${JSON.stringify(figures.answers)}`);
    log(`${'same offer on a main thread'.padEnd(28)} longest event-loop stall ${figures.mainThreadStallMs} ms`);
    if (json) console.log(JSON.stringify(figures));
    return;
  }
  if (whepOnly) {
    const whep = await measureWhepViewers(log);
    log(
      `WHEP, ${whep.viewers} viewers: server CPU ${whep.cpuPercent} % of a core (idle ${whep.idleCpuPercent} %), ${whep.perViewerCpuPercent} % per viewer`,
    );
    log(
      `first frame p50 ${whep.firstFrameP50Ms} ms, max ${whep.firstFrameMaxMs} ms; slowest viewer ${whep.framesPerSecondMin} frames/s`,
    );
    if (json) console.log(JSON.stringify({ ...whep, targets: { whepWithinTwoCores: whep.cpuPercent < 200 } }));
    return;
  }
  if (whepBrowserOnly) {
    const whep = whepBrowserSection(await measureWhepBrowser(log));
    for (const [name, value, note] of whep.rows) log(`${name.padEnd(28)} ${value.padEnd(28)} ${note}`);
    if (json)
      console.log(
        JSON.stringify({ ...whep.figures, load: loadAverage(), targets: whep.targets, targetLimits: whep.limits }),
      );
    return;
  }
  if (wallOnly) {
    const wall = wallSection(await measureWall(log, wallOptions));
    const whep = whepBrowserSection(await measureWhepBrowser(log));
    for (const [name, value, note] of [...wall.rows, ...whep.rows])
      log(`${name.padEnd(28)} ${value.padEnd(28)} ${note}`);
    if (json)
      console.log(
        JSON.stringify({
          ...wall.figures,
          ...whep.figures,
          load: loadAverage(),
          targets: { ...wall.targets, ...whep.targets },
          targetLimits: { ...wall.limits, ...whep.limits },
        }),
      );
    return;
  }
  if (fanoutOnly) {
    const fanout = await measureServerFanout(log, fanoutThreads);
    for (const [name, value, note] of fanout.rows) log(`${name.padEnd(28)} ${value.padEnd(28)} ${note}`);
    if (json) console.log(JSON.stringify(fanout.figures));
    return;
  }
  if (contentListOnly) {
    const figures = await measureContentList(20_000, {
      trace: argv.includes('--trace'),
      profile: argv.includes('--profile'),
    });
    log(
      `content list of ${figures.records} records in Chromium: open ${figures.openMs} ms, longest task ${figures.longestTaskMs} ms`,
    );
    log(
      `after the init (${figures.initChars} characters) arrived: longest task ${figures.longestAfterArrivalMs} ms, ${figures.tasksOver50MsAfterArrival} tasks over 50 ms (target: none ${figures.tasksOver50MsAfterArrival === 0 ? '✓' : '✗'})`,
    );
    log(
      `after the table showed the records: longest task ${figures.longestAfterInitMs} ms, ${figures.tasksOver50MsAfterInit} tasks over 50 ms; by step ${JSON.stringify(figures.longestByStep)}`,
    );
    if (json)
      console.log(
        JSON.stringify({
          ...figures,
          targets: { noTaskOver50MsAfterArrival: figures.tasksOver50MsAfterArrival === 0 },
        }),
      );
    return;
  }
  if (contentImportOnly) {
    const figures = await measureContentImport();
    log(
      `content import, ${figures.rows} rows in save_batch pushes: ${figures.batchSeconds} s, ${figures.batchRowsPerSecond} rows/s`,
    );
    log(`${figures.singleRows} rows one save each (8 in flight): ${figures.singleRowsPerSecond} rows/s`);
    log(`${figures.rows} rows inserted directly: ${figures.directSeconds} s, ${figures.directRowsPerSecond} rows/s`);
    if (json) console.log(JSON.stringify(figures));
    return;
  }
  if (adminListOnly) {
    const adminList = measureAdminList();
    for (const [name, value, note] of adminList.rows) log(`${name.padEnd(28)} ${value.padEnd(28)} ${note}`);
    if (json) console.log(JSON.stringify(adminList.figures));
    return;
  }
  if (!Number.isInteger(entries) || entries < 1000) throw new Error('--entries takes a whole number ≥ 1000');
  log(`generating or reusing a synthetic recording of ${entries} entries…`);
  const recording = syntheticRecording(path.resolve(__dirname, '..', '..', '.bench'), benchMix(entries));
  log(`  ${recording.file} (${megabytes(recording.bytes)} MB)`);

  log('JSON.parse of every line…');
  const parse = await measureParse(recording);
  gc();
  const core = await measureCore(recording);
  gc();
  // The ingest, seek and memory figures, in the default run and with --core-only.
  const coreFigures = {
    entries: recording.entries,
    parsePerSecond: Math.round(parse.perSecond),
    oursPerSecond: Math.round(core.result.perSecond),
    oursVsParse: round(core.result.perSecond / parse.perSecond),
    seekP50Ms: round(core.seek.p50),
    seekP95Ms: round(core.seek.p95),
    seekMaxMs: round(core.seek.max),
    checkpointInterval: core.checkpointInterval,
    peakHeapMegabytes: megabytes(core.peakHeap),
    rejectedFrames: core.rejected,
  };
  if (coreOnly) {
    const figures = {
      ...coreFigures,
      // The same ratio in CPU time, steadier than wall time on a loaded machine (quick A/B runs of the store).
      oursVsParseCpu: round((core.result.perCpuSecond ?? 0) / (parse.perCpuSecond ?? 1)),
    };
    log(JSON.stringify(figures));
    if (json) console.log(JSON.stringify(figures));
    return;
  }
  log(`naive baseline on the first ${naiveEntries} entries…`);
  const naive = await measureNaive(recording, naiveEntries);
  log(
    `ingest with the recorders off and on (first ${recorderEntries} entries, best of 3 each), then writing their files…`,
  );
  const recorder = await measureRecorder(recording, recorderEntries);
  gc();
  log(`seek in Chromium: fold ${entries} generated entries into the store in the page, then 100 random seeks…`);
  const browserSeek = browser ? await measureBrowserSeek(entries, log) : undefined;
  log('studio server fan-out (control + 100 instances:status per console; a realistic console; a slow one)…');
  const fanout = await measureServerFanout(log);
  gc();
  if (dashboard) log('dashboard with 2,000 events in range under control ticks…');
  const dashboardFigures = dashboard ? await measureDashboard(200, log) : undefined;
  if (browser) log('instance panel in Chromium: 200 status frames of a busy instance, all four tabs mounted…');
  const panel = browser ? instancePanelFigures(await measureInstancePanel(200, log)) : undefined;
  if (browser)
    log('monitor wall in Chromium: 16 live previews for 60 s, side-bar toggles, then players cycled by window size…');
  const wall = browser ? wallSection(await measureWall(log)) : undefined;
  const whepBrowser = browser ? whepBrowserSection(await measureWhepBrowser(log)) : undefined;
  if (browser) log('dashboard in Chromium: 500 instances, 2,000 events, a minute of control seconds, then day shifts…');
  const dashboardPage = browser ? dashboardBrowserSection(await measureDashboardBrowser(log)) : undefined;
  const audit = await measureAudit(log);
  log('admin list: 10,000 accounts searched, filtered, sorted and paged…');
  const adminList = measureAdminList();
  log('billing: a month of 5,000 events billed, filtered and exported…');
  const billing = measureBilling();

  const figures = {
    ...coreFigures,
    fileMegabytes: megabytes(recording.bytes),
    naivePerSecond: Math.round(naive.perSecond),
    oursVsNaive: round(core.result.perSecond / naive.perSecond),
    recorderOffPerSecond: Math.round(recorder.offPerSecond),
    recorderOnPerSecond: Math.round(recorder.onPerSecond),
    recorderOnVsOff: round(recorder.ratio),
    recorderSessionWritePerSecond: Math.round(recorder.sessionPerSecond),
    recorderFlightWritePerSecond: Math.round(recorder.flightPerSecond),
    recorderFlightEntries: recorder.flightEntries,
    ...(browserSeek
      ? {
          browserSeekP50Ms: round(browserSeek.p50),
          browserSeekP95Ms: round(browserSeek.p95),
          browserSeekMaxMs: round(browserSeek.max),
          browserIngestPerSecond: Math.round(browserSeek.ingestPerSecond),
          browserCheckpointInterval: browserSeek.checkpointInterval,
          browserHeapMegabytes: browserSeek.heapMegabytes,
          browser: browserSeek.browser,
        }
      : {}),
    ...fanout.figures,
    ...(dashboardFigures ? dashboardFigures.figures : {}),
    ...audit.figures,
    ...adminList.figures,
    ...billing.figures,
    ...(panel ? panel.figures : {}),
    ...(wall ? wall.figures : {}),
    ...(whepBrowser ? whepBrowser.figures : {}),
    ...(dashboardPage ? dashboardPage.figures : {}),
    targets: {
      oursVsParse: core.result.perSecond / parse.perSecond >= 0.5,
      oursVsNaive: core.result.perSecond / naive.perSecond >= 3,
      seekP95: core.seek.p95 <= 50,
      peakHeap: core.peakHeap <= 300 * 1048576,
      recorderOnVsOff: recorder.ratio >= 0.8,
      ...(browserSeek ? { browserSeekP95: browserSeek.p95 <= 100 } : {}),
      fanoutP99WithinTick: fanout.withinTick,
      fanoutRealisticP99Within50Ms: fanout.realisticWithin50Ms,
      ...(dashboardFigures
        ? {
            dashboardTickP95WithinFrame: dashboardFigures.withinFrame,
            dashboardDayShiftP50Within100Ms: dashboardFigures.dayShiftWithin100Ms,
          }
        : {}),
      auditChangesWithin100Ms: audit.withinFrame,
      adminListP95Within50Ms: adminList.withinTarget,
      billingChangeWithin100Ms: billing.withinTarget,
      ...(panel ? { instancePanelP50Within2Ms: panel.withinTarget } : {}),
      ...(wall ? wall.targets : {}),
      ...(whepBrowser ? whepBrowser.targets : {}),
      ...(dashboardPage ? dashboardPage.targets : {}),
    },
    targetLimits: { ...(wall ? wall.limits : {}), ...(whepBrowser ? whepBrowser.limits : {}) },
    load: loadAverage(),
  };
  const rows: [string, string, string][] = [
    [
      'JSON.parse of every line',
      `${figures.parsePerSecond.toLocaleString('en')} entries/s`,
      'the limit of reading the file',
    ],
    [
      'normalize + reduce (ours)',
      `${figures.oursPerSecond.toLocaleString('en')} entries/s`,
      `${figures.oursVsParse}× parse (target ≥ 0.5) ${mark(figures.targets.oursVsParse)}`,
    ],
    [
      'naive baseline',
      `${figures.naivePerSecond.toLocaleString('en')} entries/s`,
      `ours is ${figures.oursVsNaive}× (target ≥ 3) ${mark(figures.targets.oursVsNaive)}`,
    ],
    [
      'seek p50 / p95 / max',
      `${figures.seekP50Ms} / ${figures.seekP95Ms} / ${figures.seekMaxMs} ms`,
      `p95 target ≤ 50 ms ${mark(figures.targets.seekP95)}; checkpoint every ${core.checkpointInterval}`,
    ],
    ['peak heap', `${figures.peakHeapMegabytes} MB`, `target ≤ 300 MB ${mark(figures.targets.peakHeap)}`],
    ['rejected frames', String(core.rejected), 'must be 0: every synthetic frame is valid'],
    [
      'ingest, recorder off / on',
      `${figures.recorderOffPerSecond.toLocaleString('en')} / ${figures.recorderOnPerSecond.toLocaleString('en')} entries/s`,
      `on is ${figures.recorderOnVsOff}× off (target ≥ 0.8) ${mark(figures.targets.recorderOnVsOff)}`,
    ],
    [
      'writing the files once',
      `${figures.recorderSessionWritePerSecond.toLocaleString('en')} / ${figures.recorderFlightWritePerSecond.toLocaleString('en')} entries/s`,
      `full recording / flight download (${recorder.flightEntries.toLocaleString('en')} entries held), at stop or download, not during ingest`,
    ],
    ...(browserSeek
      ? [
          [
            'seek in Chromium p50 / p95 / max',
            `${round(browserSeek.p50)} / ${round(browserSeek.p95)} / ${round(browserSeek.max)} ms`,
            `p95 target ≤ 100 ms ${mark(browserSeek.p95 <= 100)}; ${browserSeek.browser}, fold ${Math.round(browserSeek.ingestPerSecond).toLocaleString('en')} entries/s`,
          ] as [string, string, string],
        ]
      : []),
    ...fanout.rows,
    ...(dashboardFigures ? dashboardFigures.rows : []),
    ...audit.rows,
    ...adminList.rows,
    ...billing.rows,
    ...(panel ? panel.rows : []),
    ...(wall ? wall.rows : []),
    ...(whepBrowser ? whepBrowser.rows : []),
    ...(dashboardPage ? dashboardPage.rows : []),
  ];
  log('');
  for (const [name, value, note] of rows) log(`${name.padEnd(28)} ${value.padEnd(28)} ${note}`);
  if (json) console.log(JSON.stringify(figures));
};

/** The machine's load average over 1, 5 and 15 minutes when the figures were taken (a shared, noisy machine). */
const loadAverage = (): number[] => os.loadavg().map((value) => Math.round(value * 10) / 10);

const round = (value: number): number => Math.round(value * 100) / 100;
const mark = (ok: boolean): string => (ok ? '✓' : '✗');

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
