import { asyncScheduler, filter, firstValueFrom, type Subscription } from 'rxjs';
import { InspectorQueries, ReplayQueries, ReplayService } from '../../../src/application/replay-inspector';
import { featureProjections, registerProjections } from '../../../src/domain/state';
import { browserRecordingOpener } from '../../../src/infrastructure/recording';
import { createWireNormalizer } from '../../../src/infrastructure/wire';
import { seededRandom } from '../seeded-random';

// The shift benchmark's page (issue 33 §1): the /replay screen's own service, queries and file opener, given the
// twelve-hour recording through a file input as a person chooses it. It measures the time from choosing the
// file until a first scrub shows its entry and state, seeks at seeded random points (each until the cursor's
// entry and state are shown), stepping (each step until it is shown), playing at 16× (the recorded time moved
// through ÷ the real time, and the moves shown), the main thread's long tasks (over 50 ms) in each, and the
// page's heap. With `profile=1` it waits before the steps, after them and before the play until the driver
// says go (it profiles the steps and the play, not the seek between). The screen's derived views (banner, state summary, entry detail with its diff, the entry
// count) are subscribed throughout, as the screen subscribes them; React's rendering is not in it.
// tools/bench/shift-browser.ts drives it.

registerProjections(featureProjections);

export interface ShiftPageResult {
  readonly entries: number;
  /** True when /replay read the file at random access (a finished version 2 file). */
  readonly seekable: boolean;
  readonly firstScrubMs: number;
  readonly seeks: readonly number[];
  readonly steps: number;
  readonly stepTasksOver50Ms: number;
  /** Each step's time until its entry and state are shown, ms. */
  readonly stepsMs: readonly number[];
  readonly playSeconds: number;
  /** Entries the cursor moved through while playing at 16×. */
  readonly playedEntries: number;
  /** Recorded time the cursor moved through while playing ÷ the real time played: 16 when it kept the pace. */
  readonly playSpeed: number;
  /** Cursor positions shown while playing (each with its state). */
  readonly playMovesShown: number;
  readonly playTasksOver50Ms: number;
  readonly longestTaskMs: number;
  readonly peakHeapMegabytes?: number;
  readonly userAgent: string;
}

declare global {
  interface Window {
    shiftBench?: {
      readonly progress: number;
      readonly result?: ShiftPageResult;
      readonly error?: string;
      /** With `profile=1`: the phase ('steps', 'stepped', 'play') waiting for the driver's go. */
      readonly waiting?: string;
    };
    /** The driver's go for the phase the page waits at. */
    shiftBenchGo?: string;
  }
}

const parameters = new URLSearchParams(location.search);
const seekCount = Number(parameters.get('seeks') ?? 100);
const stepCount = Number(parameters.get('steps') ?? 200);
const playSeconds = Number(parameters.get('play') ?? 20);
const profiled = parameters.get('profile') === '1';
const heap = (): number | undefined => (performance as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize;
const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** With `profile=1`, the page waits before a phase until the driver has started its profile. */
const phase = async (name: string): Promise<void> => {
  if (!profiled) return;
  window.shiftBench = { ...window.shiftBench, progress: window.shiftBench?.progress ?? 0, waiting: name };
  while (window.shiftBenchGo !== name) await sleep(50);
};

const tasks: { start: number; duration: number }[] = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
}).observe({ type: 'longtask', buffered: true });
const tasksBetween = (from: number, to: number): number =>
  tasks.filter((task) => task.start >= from && task.start <= to && task.duration > 50).length;

const run = async (file: File): Promise<ShiftPageResult> => {
  const service = new ReplayService(createWireNormalizer(), browserRecordingOpener, asyncScheduler);
  const replay = new ReplayQueries(service);
  const inspector = new InspectorQueries(service, 'bench', asyncScheduler);
  let peak = heap() ?? 0;
  const sample = (): void => void (peak = Math.max(peak, heap() ?? 0));
  // Reading the precise heap is itself a task of tens of ms on a busy machine: not while steps and play are
  // measured for long tasks (the heap is read at their ends instead).
  let sampling = true;
  const sampler = setInterval(() => sampling && sample(), 250);
  const views: Subscription[] = [
    service.load$.subscribe((load) => {
      window.shiftBench = { progress: load.size > 0 ? load.bytesRead / load.size : 0 };
    }),
    replay.banner$.subscribe(),
    replay.summary$.subscribe(),
    inspector.detail$.subscribe(),
    inspector.matches$.subscribe(),
  ];
  const shown = (seq: number): Promise<unknown> =>
    firstValueFrom(service.position$.pipe(filter((position) => position.seq === seq)));
  const moveTo = async (seq: number): Promise<number> => {
    const before = performance.now();
    const arrived = shown(seq);
    service.seek(seq);
    await arrived;
    return performance.now() - before;
  };
  try {
    const chosen = performance.now();
    await service.open(file);
    const random = seededRandom(33);
    const pick = (): number => 1 + Math.floor(random() * (service.total - 1));
    await moveTo(pick());
    const firstScrubMs = performance.now() - chosen;
    const seeks: number[] = [];
    for (let i = 0; i < seekCount; i += 1) seeks.push(await moveTo(pick()));

    await phase('steps');
    sampling = false;
    const stepping = performance.now();
    const stepsMs: number[] = [];
    for (let i = 0; i < stepCount; i += 1) {
      const next = service.seq + (i < stepCount / 2 ? 1 : -1);
      const arrived = shown(next);
      const stepped = performance.now();
      service.step(i < stepCount / 2 ? 1 : -1);
      await arrived;
      stepsMs.push(performance.now() - stepped);
    }
    const stepTasksOver50Ms = tasksBetween(stepping, performance.now());
    sample();
    sampling = true;
    await phase('stepped');

    await moveTo(Math.max(1, Math.floor(service.total / 3)));
    await phase('play');
    sampling = false;
    const from = service.seq;
    const fromAt = service.entryAt(from)?.at ?? 0;
    let playMovesShown = 0;
    const counting = service.position$.subscribe(() => (playMovesShown += 1));
    const playing = performance.now();
    service.setSpeed(16);
    service.play();
    await sleep(playSeconds * 1000);
    service.pause();
    const played = performance.now() - playing;
    counting.unsubscribe();
    const playTasksOver50Ms = tasksBetween(playing, performance.now());
    const toAt = (await service.readEntries(service.seq, service.seq))[0]?.at ?? fromAt;

    sample();
    return {
      entries: service.total,
      seekable: service.seekable,
      firstScrubMs,
      seeks,
      steps: stepCount,
      stepTasksOver50Ms,
      stepsMs,
      playSeconds,
      playedEntries: service.seq - from,
      playSpeed: (toAt - fromAt) / played,
      playMovesShown: playMovesShown - 1,
      playTasksOver50Ms,
      longestTaskMs: Math.round(Math.max(0, ...tasks.map((task) => task.duration))),
      userAgent: navigator.userAgent,
      ...(peak > 0 ? { peakHeapMegabytes: Math.round(peak / 1048576) } : {}),
    };
  } finally {
    clearInterval(sampler);
    for (const subscription of views) subscription.unsubscribe();
  }
};

const input = document.createElement('input');
input.type = 'file';
input.id = 'recording';
document.body.append(input);
window.shiftBench = { progress: 0 };
input.addEventListener('change', () => {
  const file = input.files?.[0];
  if (!file) return;
  run(file).then(
    (result) => (window.shiftBench = { progress: 1, result }),
    (error: unknown) => (window.shiftBench = { progress: 1, error: String((error as Error)?.stack ?? error) }),
  );
});
