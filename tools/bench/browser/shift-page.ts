import { asyncScheduler } from 'rxjs';
import { ReplayService, type ReplayLoad } from '../../../src/application/replay-inspector';
import { featureProjections, registerProjections } from '../../../src/domain/state';
import { browserRecordingOpener } from '../../../src/infrastructure/recording';
import { createWireNormalizer } from '../../../src/infrastructure/wire';
import { seededRandom } from '../seeded-random';

// The shift benchmark's page (issue 33 §1): the /replay screen's own service and file opener, given the
// twelve-hour recording through a file input as a person chooses it. It measures the time from choosing the
// file until a first scrub has its state, then seeks at seeded random points, and the page's heap.
// tools/bench/shift-browser.ts drives it.

registerProjections(featureProjections);

export interface ShiftPageResult {
  readonly entries: number;
  readonly firstScrubMs: number;
  readonly seeks: readonly number[];
  readonly peakHeapMegabytes?: number;
  readonly userAgent: string;
}

declare global {
  interface Window {
    shiftBench?: { readonly progress: number; readonly result?: ShiftPageResult; readonly error?: string };
  }
}

const seekCount = Number(new URLSearchParams(location.search).get('seeks') ?? 100);
const heap = (): number | undefined => (performance as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize;

const run = async (file: File): Promise<ShiftPageResult> => {
  const service = new ReplayService(createWireNormalizer(), browserRecordingOpener, asyncScheduler);
  let peak = heap() ?? 0;
  const sampler = setInterval(() => (peak = Math.max(peak, heap() ?? 0)), 250);
  const subscription = service.load$.subscribe((load: ReplayLoad) => {
    window.shiftBench = { progress: load.size > 0 ? load.bytesRead / load.size : 0 };
  });
  try {
    const chosen = performance.now();
    await service.open(file);
    const random = seededRandom(33);
    service.stateAt(1 + Math.floor(random() * (service.total - 1)));
    const firstScrubMs = performance.now() - chosen;
    const seeks: number[] = [];
    for (let i = 0; i < seekCount; i += 1) {
      const target = 1 + Math.floor(random() * (service.total - 1));
      const before = performance.now();
      service.stateAt(target);
      seeks.push(performance.now() - before);
    }
    peak = Math.max(peak, heap() ?? 0);
    return {
      entries: service.total,
      firstScrubMs,
      seeks,
      userAgent: navigator.userAgent,
      ...(peak > 0 ? { peakHeapMegabytes: Math.round(peak / 1048576) } : {}),
    };
  } finally {
    clearInterval(sampler);
    subscription.unsubscribe();
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
