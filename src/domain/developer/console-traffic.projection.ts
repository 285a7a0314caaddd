import type { FrameEvent } from '../frames';
import { defineProjection } from '../projection';

/** Seconds of inbound frame counts kept: the monitor's minute of history. */
export const trafficSecondsKept = 60;

/**
 * Inbound socket frames of this console per second of their arrival (client clock, from the entries' `at`), the
 * last minute. Decoded, rejected and ignored frames all count: a rate is about the socket, not the codecs. The
 * totals and the rejections themselves are the frames projection's.
 */
export interface ConsoleTrafficState {
  /** The Unix second the last count is for. */
  readonly latest: number;
  /** Frames received in each second up to `latest`, oldest first, at most `trafficSecondsKept` of them. */
  readonly counts: readonly number[];
}

export const initialConsoleTrafficState: ConsoleTrafficState = { latest: 0, counts: [] };

/** Frames received in Unix second `second` (0 outside the minute kept). */
export const trafficCount = (state: ConsoleTrafficState, second: number): number =>
  state.counts[state.counts.length - 1 - (state.latest - second)] ?? 0;

export const consoleTrafficProjection = defineProjection<ConsoleTrafficState, FrameEvent>({
  name: 'consoleTraffic',
  initial: initialConsoleTrafficState,
  handles: {
    FrameDecoded: true,
    FrameRejected: true,
    FrameIgnored: true,
  },
  // A count per frame: folded a batch at a time outside immer's drafts, into one copy of a short array per batch
  // (a map keyed by seconds, copied and pruned with every frame, cost more than the panel's whole status: npm run
  // bench, "instance panel").
  fold(state, events) {
    if (events.length === 0) return state;
    let latest = state.latest;
    let counts = state.counts.slice();
    for (const event of events) {
      const second = Math.floor(event.at / 1000);
      const index = counts.length - 1 - (latest - second);
      if (counts.length > 0 && second <= latest) {
        // This second, or (a clock set back) an earlier one still kept.
        if (index >= 0) counts[index] = (counts[index] as number) + 1;
        continue;
      }
      // A new second: the seconds between without frames count 0, and those older than a minute fall out.
      const gap = counts.length === 0 ? 1 : second - latest;
      if (gap >= trafficSecondsKept) counts = [];
      else for (let empty = 1; empty < gap; empty += 1) counts.push(0);
      counts.push(1);
      latest = second;
      if (counts.length > trafficSecondsKept) counts = counts.slice(counts.length - trafficSecondsKept);
    }
    return Object.freeze({ latest, counts: Object.freeze(counts) });
  },
});

/** Frames per second over the `window` whole seconds before `nowMs` (the current second is still filling). */
export const framesPerSecond = (state: ConsoleTrafficState, nowMs: number, window = 10): number => {
  const now = Math.floor(nowMs / 1000);
  let total = 0;
  for (let second = now - window; second < now; second += 1) total += trafficCount(state, second);
  return total / window;
};

/** The last `seconds` whole seconds' counts, oldest first (the monitor's sparkline). */
export const trafficHistory = (state: ConsoleTrafficState, nowMs: number, seconds = trafficSecondsKept): number[] => {
  const now = Math.floor(nowMs / 1000);
  const counts: number[] = [];
  for (let second = now - seconds; second < now; second += 1) counts.push(trafficCount(state, second));
  return counts;
};
