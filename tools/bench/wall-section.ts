import type { WallFigures } from './wall-browser';
import { percentile } from './wall-live';
import type { DrillFigure } from './wall-soak';

// The wall section's JSON keys, table rows and targets (`npm run bench -- --wall-only`; measured by
// wall-browser.ts), as docs/performance.md names them.

/** The wall's limits (issues 14 and 31): the figure must be at most (or, for hours, at least) this. */
export const wallLimits = {
  wallColdOpenP95Ms: 3000,
  // 2 × the live playlists' target duration (2 s) + 1 s.
  wallBehindLiveMaxSeconds: 5,
  wallTileSpreadSeconds: 1,
  wallDetectP95Ms: 5000,
  wallTasksOver50Ms: 0,
  wallSoakHeapGrowth: 1.1,
  wallSoakHours: 12,
  wallToggleMaxMs: 100,
} as const;

/** The p95 of the drills' figure, over those that have it; null when none has. */
const drillsP95 = (
  drills: WallFigures['soak']['drills'],
  figure: (drill: DrillFigure) => number | null,
): number | null => {
  const known = drills.map(figure).filter((ms): ms is number => ms !== null);
  return known.length > 0 ? Math.round(percentile(known, 0.95)) : null;
};

/** The section's JSON keys, table rows and targets (`detect`: the drills' tile-state times, when measured). */
export const wallSection = (wall: WallFigures) => {
  const { drills, heap } = wall.soak;
  const missed = drills.filter((drill) => drill.drillToStateMs === null).length;
  // A drill the tile never named counts as slower than any named one.
  const detectP95 = missed === 0 ? drillsP95(drills, (drill) => drill.drillToStateMs) : null;
  const fromArrivalP95 = drillsP95(drills, (drill) => drill.arrivalToStateMs);
  const clearP95 = drillsP95(drills, (drill) => drill.clearMs);
  const stopToPlayingP95 = drillsP95(drills, (drill) => drill.stopToPlayingMs);
  const figures = {
    wallPreviews: wall.previews,
    wallPlaying: wall.playing,
    wallPlayerReloads: wall.reloads,
    wallColdOpenP50Ms: wall.coldOpenP50Ms,
    wallColdOpenP95Ms: wall.coldOpenP95Ms,
    wallColdOpenMaxMs: wall.coldOpenMaxMs,
    wallColdOpenMaxConnections: wall.coldOpenMaxConnections,
    wallColdOpenRequestWaitP95Ms: wall.coldOpenRequestWaitP95Ms,
    wallBehindLiveMaxSeconds: wall.live.behindMaxSeconds,
    wallBehindLiveMedianSeconds: wall.live.behindMedianSeconds,
    wallTileSpreadSeconds: wall.live.spreadMaxSeconds,
    wallDetectP95Ms: detectP95,
    wallDetectDrills: drills.length,
    wallDetectMissed: missed,
    wallDetectFromArrivalP95Ms: fromArrivalP95,
    wallDetectClearP95Ms: clearP95,
    wallDetectStopToPlayingP95Ms: stopToPlayingP95,
    wallDrills: drills,
    wallTasksOver50Ms: wall.tasksOver50Ms,
    wallLongestTaskMs: wall.longestTaskMs,
    wallLongFrameScripts: wall.longFrameScripts,
    wallToggleP50Ms: wall.toggleP50Ms,
    wallToggleP95Ms: wall.toggleP95Ms,
    wallToggleMaxMs: wall.toggleMaxMs,
    wallSoakHours: wall.soak.hours,
    wallSoakSeconds: wall.soak.seconds,
    wallSoakHeapGrowth: heap.growth,
    wallSoakHeapFittedMegabytes: [heap.fittedStartMegabytes, heap.fittedEndMegabytes],
    wallSoakHeapSlopeMegabytesPerHour: heap.slopeMegabytesPerHour,
    wallSoakHeapSamplesMegabytes: wall.soak.heapSamplesMegabytes,
    wallSoakDomNodes: [wall.soak.domNodesBefore, wall.soak.domNodesAfter],
    wallSoakListeners: [wall.soak.listenersBefore, wall.soak.listenersAfter],
    wallSoakPlayerMismatches: wall.soak.playerMismatches,
    wallSoakReloaded: wall.soak.reloaded,
    wallSoakSocketDrops: wall.soak.socketDrops,
    wallIdleGrowthMegabytesPerHour: wall.idleGrowthMegabytesPerHour,
    wallSoakProjectedHeapGrowth: wall.soakProjectedHeapGrowth,
    wallBrowser: wall.browser,
  };
  const targets = {
    wallColdOpenP95Ms: wall.coldOpenP95Ms <= wallLimits.wallColdOpenP95Ms,
    wallBehindLiveMaxSeconds: wall.live.behindMaxSeconds <= wallLimits.wallBehindLiveMaxSeconds,
    wallTileSpreadSeconds: wall.live.spreadMaxSeconds <= wallLimits.wallTileSpreadSeconds,
    wallDetectP95Ms: detectP95 !== null && detectP95 <= wallLimits.wallDetectP95Ms,
    wallTasksOver50Ms: wall.tasksOver50Ms <= wallLimits.wallTasksOver50Ms,
    wallSoakHeapGrowth:
      heap.growth <= wallLimits.wallSoakHeapGrowth && wall.soak.playerMismatches === 0 && !wall.soak.reloaded,
    wallSoakHours: wall.soak.hours >= wallLimits.wallSoakHours,
    wallToggleMaxMs: wall.toggleMaxMs < wallLimits.wallToggleMaxMs,
  };
  const mark = (ok: boolean): string => (ok ? '✓' : '✗');
  const rows: [string, string, string][] = [
    [
      `wall cold open, ${wall.coldOpens} × ${wall.previews}`,
      `p50 ${wall.coldOpenP50Ms} / p95 ${wall.coldOpenP95Ms} ms`,
      `navigation → each tile playing (p95 ≤ ${wallLimits.wallColdOpenP95Ms}) ${mark(targets.wallColdOpenP95Ms)}; ≤ ${wall.coldOpenMaxConnections} HTTP connections at once, media request wait p95 ${wall.coldOpenRequestWaitP95Ms} ms`,
    ],
    [
      'wall behind live / spread',
      `max ${wall.live.behindMaxSeconds} s / ${wall.live.spreadMaxSeconds} s`,
      `median ${wall.live.behindMedianSeconds} s (≤ ${wallLimits.wallBehindLiveMaxSeconds}) ${mark(targets.wallBehindLiveMaxSeconds)}; spread ≤ ${wallLimits.wallTileSpreadSeconds} ${mark(targets.wallTileSpreadSeconds)}; ${wall.live.samples} samples`,
    ],
    [
      `wall: ${wall.previews} previews, ${wall.playSeconds} s`,
      `longest task ${wall.longestTaskMs} ms`,
      `${wall.tasksOver50Ms} tasks over 50 ms (target 0) ${mark(targets.wallTasksOver50Ms)}; ${wall.playing} of ${wall.previews} played; players loaded again: ${wall.reloads.join(', ') || 'none'}; ${wall.browser}`,
    ],
    ['wall: longest scripts', wall.longFrameScripts.join('; ') || '–', 'in long animation frames during the minute'],
    [
      'wall side-bar toggle p50/p95/max',
      `${wall.toggleP50Ms} / ${wall.toggleP95Ms} / ${wall.toggleMaxMs} ms`,
      `click → card shown or gone (target < 100 ms) ${mark(targets.wallToggleMaxMs)}`,
    ],
    [
      `wall shift, ${wall.soak.hours} h in ${wall.soak.seconds} s`,
      `${heap.fittedStartMegabytes} → ${heap.fittedEndMegabytes} MB (fitted)`,
      `×${heap.growth} (≤ ${wallLimits.wallSoakHeapGrowth}) ${mark(targets.wallSoakHeapGrowth)}; players ≠ tiles after ${wall.soak.playerMismatches} h; reloaded: ${wall.soak.reloaded}; ${wall.soak.socketDrops} sockets cut; ${heap.slopeMegabytesPerHour} MB per simulated hour over ${wall.soak.heapSamplesMegabytes.length} heaps (${Math.min(...wall.soak.heapSamplesMegabytes)}–${Math.max(...wall.soak.heapSamplesMegabytes)} MB); DOM nodes ${wall.soak.domNodesBefore} → ${wall.soak.domNodesAfter}`,
    ],
    [
      'wall idle (the clock alone)',
      `${wall.idleGrowthMegabytesPerHour} MB per hour`,
      `twelve real hours of it on top of the shift: ×${wall.soakProjectedHeapGrowth}`,
    ],
    [
      'wall drill → tile state',
      detectP95 === null ? `${missed} not named` : `p95 ${detectP95} ms`,
      `${drills.length} drills, ${missed} not named within 30 s (≤ ${wallLimits.wallDetectP95Ms}) ${mark(targets.wallDetectP95Ms)}; from the fault reaching the tile p95 ${fromArrivalP95 ?? '–'} ms; from its end reaching the tile to Playing p95 ${clearP95 ?? '–'} ms (from the stop ${stopToPlayingP95 ?? '–'} ms)`,
    ],
  ];
  return { figures, rows, targets, limits: wallLimits };
};
