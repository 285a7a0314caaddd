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
  /** Unix second → frames received in it. */
  readonly perSecond: Readonly<Record<string, number>>;
}

export const initialConsoleTrafficState: ConsoleTrafficState = { perSecond: {} };

export const consoleTrafficProjection = defineProjection<ConsoleTrafficState, FrameEvent>({
  name: 'consoleTraffic',
  initial: initialConsoleTrafficState,
  handles: {
    FrameDecoded: true,
    FrameRejected: true,
    FrameIgnored: true,
  },
  // A count per frame: folded a batch at a time outside immer's drafts (one copy of the map per batch).
  fold(state, events) {
    if (events.length === 0) return state;
    const perSecond: Record<string, number> = { ...state.perSecond };
    for (const event of events) {
      const second = Math.floor(event.at / 1000);
      const count = perSecond[second];
      if (count !== undefined) {
        perSecond[second] = count + 1;
        continue;
      }
      // A new second: the only time old ones can fall out, so the busy path above stays one write.
      perSecond[second] = 1;
      for (const key of Object.keys(perSecond)) if (Number(key) <= second - trafficSecondsKept) delete perSecond[key];
    }
    return Object.freeze({ perSecond: Object.freeze(perSecond) });
  },
});

/** Frames per second over the `window` whole seconds before `nowMs` (the current second is still filling). */
export const framesPerSecond = (state: ConsoleTrafficState, nowMs: number, window = 10): number => {
  const now = Math.floor(nowMs / 1000);
  let total = 0;
  for (let second = now - window; second < now; second += 1) total += state.perSecond[second] ?? 0;
  return total / window;
};

/** The last `seconds` whole seconds' counts, oldest first (the monitor's sparkline). */
export const trafficHistory = (state: ConsoleTrafficState, nowMs: number, seconds = trafficSecondsKept): number[] => {
  const now = Math.floor(nowMs / 1000);
  const counts: number[] = [];
  for (let second = now - seconds; second < now; second += 1) counts.push(state.perSecond[second] ?? 0);
  return counts;
};
