import { measureAdminList } from './admin-list-bench';
import { measureAudit } from './audit-bench';
import { loadAverage, mark, type BenchContext, type Row, type SectionReport } from './bench-section';
import { measureBilling } from './billing-bench';
import { measureBrowserSeek } from './browser-seek';
import { gc, measureCore, round } from './core-bench';
import { measureDashboard } from './dashboard-bench';
import { dashboardBrowserSection, measureDashboardBrowser } from './dashboard-browser';
import { measureNaive } from './ingest-bench';
import { instancePanelFigures, measureInstancePanel } from './instance-panel-bench';
import { measureRecorder } from './recorder-bench';
import { measureServerFanout } from './server-fanout';
import { measureWall } from './wall-browser';
import { wallSection } from './wall-section';
import { measureWhepBrowser, whepBrowserSection } from './whep-browser';

// `npm run bench` without a section flag: figures measured in one run, so ratios compare like with like.

export const defaultEntries = 1_000_000;

export const runWholeBench = async ({ log, has, number }: BenchContext): Promise<SectionReport> => {
  const entries = number('--entries') ?? defaultEntries;
  // The Chromium sections take minutes; --no-browser leaves them out.
  const browser = !has('--no-browser');
  // The dashboard section (2,000 events under control ticks) takes ~10 s; --no-dashboard leaves it out.
  const dashboard = !has('--no-dashboard');
  const naiveEntries = Math.min(entries, 200_000);
  // The recorder section holds its slice in memory three times over (entries, the session recording, the flight
  // recorder's batches); 100,000 entries keep it well inside the 2 GB heap at a million (issue 19).
  const recorderEntries = Math.min(entries, 100_000);

  const { recording, parse, core, figures: coreFigures } = await measureCore(entries, log);
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
    fileMegabytes: Math.round(recording.bytes / 1048576),
    naivePerSecond: Math.round(naive.perSecond),
    oursVsNaive: round(core.result.perSecond / naive.perSecond),
    recorderOffPerSecond: Math.round(recorder.offPerSecond),
    recorderOnPerSecond: Math.round(recorder.onPerSecond),
    recorderOnVsOff: round(recorder.ratio),
    recorderOnVsOffWithGzip: round(recorder.poolRatio),
    recorderWorkerMicrosPerEntry: round(recorder.workerMicrosPerEntry),
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
      ...fanout.targets,
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
  const rows: Row[] = [
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
          ] as Row,
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
  return { rows, json: figures };
};
