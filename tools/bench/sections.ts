import { loadAverage, type BenchSection } from './bench-section';

// The sections of `npm run bench` that run alone, one entry each: the flag that selects it, what it measures,
// what it runs, and the run itself. Each section's modules load only when it runs, so `--help` and a section
// alone start at once. To add a section: its measuring code in a file of its own under tools/bench/, one entry
// here. `npm run bench -- --help` prints this table.

export const benchSections: readonly BenchSection[] = [
  {
    name: 'core',
    flag: '--core-only',
    description: 'parse, ingest (normalize + reduce), seek and heap of the synthetic recording (--entries N)',
    runs: 'Node, the store over .bench/ synthetic recording (generated once); ~1 min at a million entries',
    run: async ({ log, number }) => {
      const { measureCore, round } = await import('./core-bench');
      const { defaultEntries } = await import('./whole-bench');
      const { core, parse, figures: coreFigures } = await measureCore(number('--entries') ?? defaultEntries, log);
      const figures = {
        ...coreFigures,
        // The same ratio in CPU time, steadier than wall time on a loaded machine (quick A/B runs of the store).
        oursVsParseCpu: round((core.result.perCpuSecond ?? 0) / (parse.perCpuSecond ?? 1)),
      };
      log(JSON.stringify(figures));
      return { rows: [], json: figures };
    },
  },
  {
    name: 'fanout',
    flag: '--fanout-only',
    description: 'studio server fan-out to 50/100/200 consoles, a realistic mix and a slow consumer (issue 19)',
    runs: 'a studio server in-process, consoles in worker threads (--fanout-threads N, default one per core, at least 2), then 1,000 realistic consoles; ~2 min quiet',
    run: async ({ log, number }) => {
      const { measureServerFanout } = await import('./server-fanout');
      const fanout = await measureServerFanout(log, number('--fanout-threads'));
      return { rows: fanout.rows, json: { ...fanout.figures, targets: fanout.targets } };
    },
  },
  {
    name: 'cluster',
    flag: '--cluster-only',
    description:
      "a save's propagation to a console on the other process, and the takeover after kill -9 of the simulating one (issue 33 §2)",
    runs: 'a throwaway PostgreSQL and two studio-server processes; ~1 min',
    run: async ({ log }) => {
      const { measureCluster } = await import('./cluster-bench');
      const cluster = await measureCluster(log);
      return { rows: cluster.rows, json: { ...cluster.figures, targets: cluster.targets } };
    },
  },
  {
    name: 'admin-list',
    flag: '--admin-list-only',
    description: "the admin kit's list: 10,000 accounts searched, filtered, sorted and paged",
    runs: 'Node, the list projection alone; a second',
    run: async () => {
      const { measureAdminList } = await import('./admin-list-bench');
      const adminList = measureAdminList();
      return { rows: adminList.rows, json: adminList.figures };
    },
  },
  {
    name: 'content-import',
    flag: '--content-import-only',
    description: 'content import: 10,000 rows through the studio server, batched, one by one, direct (issue 16)',
    runs: 'a studio server in-process and a socket client; ~1 min',
    run: async ({ log }) => {
      const { measureContentImport } = await import('./content-import-bench');
      const figures = await measureContentImport();
      log(
        `content import, ${figures.rows} rows in save_batch pushes: ${figures.batchSeconds} s, ${figures.batchRowsPerSecond} rows/s`,
      );
      log(`${figures.singleRows} rows one save each (8 in flight): ${figures.singleRowsPerSecond} rows/s`);
      log(`${figures.rows} rows inserted directly: ${figures.directSeconds} s, ${figures.directRowsPerSecond} rows/s`);
      return { rows: [], json: figures };
    },
  },
  {
    name: 'content-list',
    flag: '--content-list-only',
    description: 'a content list of 20,000 records opening, filtering and paging: tasks over 50 ms (issue 16)',
    runs: 'Chromium against a studio server (--trace, --profile write under .bench); ~2 min',
    run: async ({ log, has }) => {
      const { measureContentList } = await import('./content-list-browser');
      const figures = await measureContentList(20_000, { trace: has('--trace'), profile: has('--profile') });
      log(
        `content list of ${figures.records} records in Chromium: open ${figures.openMs} ms, longest task ${figures.longestTaskMs} ms`,
      );
      log(
        `after the init (${figures.initChars} characters) arrived: longest task ${figures.longestAfterArrivalMs} ms, ${figures.tasksOver50MsAfterArrival} tasks over 50 ms (target: none ${figures.tasksOver50MsAfterArrival === 0 ? '✓' : '✗'})`,
      );
      log(
        `after the table showed the records: longest task ${figures.longestAfterInitMs} ms, ${figures.tasksOver50MsAfterInit} tasks over 50 ms; by step ${JSON.stringify(figures.longestByStep)}`,
      );
      return {
        rows: [],
        json: { ...figures, targets: { noTaskOver50MsAfterArrival: figures.tasksOver50MsAfterArrival === 0 } },
      };
    },
  },
  {
    name: 'wall',
    flag: '--wall-only',
    description: "the monitor wall of 16 live previews and the productions viewer's WHEP (issues 14, 31)",
    runs: 'Chromium against a studio server with HLS and WHEP (--wall-hours, --wall-play, --wall-opens); ~8 min',
    run: async ({ log, number }) => {
      const { measureWall } = await import('./wall-browser');
      const { wallSection } = await import('./wall-section');
      const { measureWhepBrowser, whepBrowserSection } = await import('./whep-browser');
      const options = {
        hours: number('--wall-hours'),
        playSeconds: number('--wall-play'),
        opens: number('--wall-opens'),
      };
      const wall = wallSection(await measureWall(log, options));
      const whep = whepBrowserSection(await measureWhepBrowser(log));
      return {
        rows: [...wall.rows, ...whep.rows],
        json: {
          ...wall.figures,
          ...whep.figures,
          load: loadAverage(),
          targets: { ...wall.targets, ...whep.targets },
          targetLimits: { ...wall.limits, ...whep.limits },
        },
      };
    },
  },
  {
    name: 'whep-browser',
    flag: '--whep-browser-only',
    description: "the productions viewer's WHEP in Chromium: first frame, server restarts",
    runs: 'Chromium against a studio server with WHEP; ~1 min',
    run: async ({ log }) => {
      const { measureWhepBrowser, whepBrowserSection } = await import('./whep-browser');
      const whep = whepBrowserSection(await measureWhepBrowser(log));
      return {
        rows: whep.rows,
        json: { ...whep.figures, load: loadAverage(), targets: whep.targets, targetLimits: whep.limits },
      };
    },
  },
  {
    name: 'whep',
    flag: '--whep-only',
    description: "20 WebRTC viewers of the studio server's WHEP endpoint: the server's CPU per viewer (issue 18)",
    runs: 'a studio server in-process and 20 WebRTC peers in Node; ~1 min',
    run: async ({ log }) => {
      const { measureWhepViewers } = await import('./whep-viewers');
      const whep = await measureWhepViewers(log);
      log(
        `WHEP, ${whep.viewers} viewers: server CPU ${whep.cpuPercent} % of a core (idle ${whep.idleCpuPercent} %), ${whep.perViewerCpuPercent} % per viewer`,
      );
      log(
        `first frame p50 ${whep.firstFrameP50Ms} ms, max ${whep.firstFrameMaxMs} ms; slowest viewer ${whep.framesPerSecondMin} frames/s`,
      );
      return { rows: [], json: { ...whep, targets: { whepWithinTwoCores: whep.cpuPercent < 200 } } };
    },
  },
  {
    name: 'whep-flood',
    flag: '--whep-flood-only',
    description: "a socket push's latency, quiet and while accounts flood WHEP with the largest offers (issue 28)",
    runs: 'a studio server in-process, a socket client and WHEP offers from Node; ~40 s',
    run: async ({ log }) => {
      const { measureWhepFlood } = await import('./whep-flood');
      const figures = await measureWhepFlood(log);
      const row = (name: string, push: typeof figures.quiet): void =>
        log(
          `${name.padEnd(28)} p50 ${push.p50Ms} ms, p99 ${push.p99Ms} ms, max ${push.maxMs} ms (${push.pushes} pushes); server main thread ${push.serverMainThreadCpuPercent} % CPU`,
        );
      row('socket push, quiet', figures.quiet);
      row('socket push, WHEP flood', figures.flood);
      log(`${'WHEP answers in the flood'.padEnd(28)} ${JSON.stringify(figures.answers)}`);
      log(`${'same offer on a main thread'.padEnd(28)} longest event-loop stall ${figures.mainThreadStallMs} ms`);
      return { rows: [], json: figures };
    },
  },
  {
    name: 'billing',
    flag: '--billing-only',
    description:
      "the billing table's changes over a month of 5,000 events, against the recomputing baseline (issue 17)",
    runs: 'Node, then Chromium for the longest main-thread task (--no-browser leaves it out); ~1 min',
    run: async ({ log, has }) => {
      const { measureBilling } = await import('./billing-bench');
      const { measureBillingBrowser } = await import('./billing-browser');
      const billing = measureBilling();
      const page = has('--no-browser') ? undefined : await measureBillingBrowser();
      if (page)
        log(
          `billing in Chromium, ${page.events} events: longest task ${page.longestAfterLoadMs} ms after the list arrived, ${page.longestTaskMs} ms in the whole run (${page.tasksOver100Ms} over 100 ms); by step ${JSON.stringify(page.longestByStep)}; load ${page.loadMs} ms`,
        );
      return { rows: billing.rows, json: { ...billing.figures, ...(page ?? {}) } };
    },
  },
  {
    name: 'dashboard',
    flag: '--dashboard-only',
    description: 'the dashboard in Node: 2,000 events under control ticks, and the day shift (issue 5)',
    runs: 'Node, the dashboard projections over a seeded world; ~10 s',
    run: async ({ log }) => {
      const { measureDashboard } = await import('./dashboard-bench');
      const dashboard = await measureDashboard(200, log);
      return { rows: dashboard.rows, json: dashboard.figures };
    },
  },
  {
    name: 'dashboard-browser',
    flag: '--dashboard-browser-only',
    description:
      '/dashboard with 500 instances and 2,000 events: a minute of control seconds, then day shifts (issue 19)',
    runs: 'Chromium against a studio server (--profile CPU profiles, --trace timeline traces under .bench); ~2 min',
    run: async ({ log, has }) => {
      const { dashboardBrowserSection, measureDashboardBrowser } = await import('./dashboard-browser');
      const page = dashboardBrowserSection(
        await measureDashboardBrowser(log, { profile: has('--profile'), trace: has('--trace') }),
      );
      return { rows: page.rows, json: { ...page.figures, targets: page.targets } };
    },
  },
  {
    name: 'instance-panel',
    flag: '--instance-panel-only',
    description: "the instance panel's main-thread cost per status frame (issue 13)",
    runs: 'Chromium, the panel in a bench page (--profile: a CPU profile; BENCH_SOURCE_MAPS=1); ~1 min',
    run: async ({ log, has }) => {
      const { instancePanelFigures, measureInstancePanel } = await import('./instance-panel-bench');
      const panel = instancePanelFigures(await measureInstancePanel(200, log, { profile: has('--profile') }));
      return {
        rows: panel.rows,
        json: { ...panel.figures, targets: { instancePanelP50Within2Ms: panel.withinTarget } },
      };
    },
  },
  {
    name: 'click',
    flag: '--click-only',
    description:
      'an on-air click reaching another screen: Start transcoder in one Chromium console → painted in a second (issue 33)',
    runs: 'a studio server with 200 fan-out consoles and two Chromium consoles (--click-rounds N, default 30); ~2 min',
    run: async ({ log, number }) => {
      const { clickSection, measureClickToScreen } = await import('./click-bench');
      const click = clickSection(await measureClickToScreen(log, { rounds: number('--click-rounds') ?? 30 }));
      return { rows: click.rows, json: click.json };
    },
  },
  {
    name: 'shift',
    flag: '--shift-only',
    description:
      'a twelve-hour recording as a version 2 file: size, the CLI fold against JSON.parse, /replay first scrub, seek and heap (issue 33 §1)',
    runs: 'Node, then Chromium (--no-browser leaves it out); the file is generated once into .bench/ (--shift-entries N), with a copy holding checkpoints (--shift-checkpoint-every N, default 65,536; 0 for none)',
    run: async ({ log, number, has }) => {
      const { runShiftSection } = await import('./shift-bench');
      return runShiftSection(
        {
          entries: number('--shift-entries'),
          browser: !has('--no-browser'),
          checkpointEvery: number('--shift-checkpoint-every'),
          profile: has('--profile'),
          seeks: number('--shift-seeks'),
        },
        log,
        loadAverage,
      );
    },
  },
  {
    name: 'recorder',
    flag: '--recorder-only',
    description:
      'recording cost: ingest with the flight recorder and a session recording on ÷ off, and writing their files (--entries N, default 100,000)',
    runs: 'Node, the console log, store and recorders over the synthetic recording (generated once); ~1 min',
    run: async ({ log, number }) => {
      const { recorderSection } = await import('./recorder-section');
      const report = await recorderSection(number('--entries') ?? 100_000, log);
      log(JSON.stringify(report.json));
      return report;
    },
  },
  {
    name: 'recorder-shift',
    flag: '--recorder-shift-only',
    description:
      'a console recording for twelve accelerated hours: the page heap hour by hour, the recorder writing out as it goes (issue 33 §1)',
    runs: "Node, the console's log and recorders with a serializing storage (--recorder-shift-hours N); ~40 min for the default 12 hours (about 3 min an hour)",
    run: async ({ log, number }) => {
      const { measureRecorderShift, recorderShiftSection } = await import('./recorder-shift-bench');
      const shift = recorderShiftSection(await measureRecorderShift(number('--recorder-shift-hours') ?? 12, log));
      return { rows: shift.rows, json: { ...shift.figures, targets: shift.targets, targetLimits: shift.limits } };
    },
  },
];
