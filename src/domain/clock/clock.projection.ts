import { defineProjection, unhandled } from '../projection';
import type { ClockEvent } from './clock.events';

export interface ClockState {
  /** Client time of the last tick, ms. */
  readonly clientNow?: number;
  /** Last server timestamp, unix seconds (event timing is measured against it, spec 1 §4). */
  readonly serverTimestamp?: number;
  /** serverTimestamp·1000 − client time at receipt, ms. */
  readonly offsetMs: number;
}

export const initialClockState: ClockState = { offsetMs: 0 };

export const clockProjection = defineProjection<ClockState, ClockEvent>({
  name: 'clock',
  initial: initialClockState,
  handles: {
    ClockTicked: true,
    ServerTimeReceived: true,
  },
  apply(draft, event) {
    switch (event.type) {
      case 'ClockTicked':
        draft.clientNow = event.now;
        return;
      case 'ServerTimeReceived':
        draft.serverTimestamp = event.timestamp;
        draft.offsetMs = event.timestamp * 1000 - event.at;
        return;
      default:
        unhandled(event);
    }
  },
});

/** Best estimate of server time in unix seconds: the last server timestamp, else the client clock. */
export const serverNowSeconds = (clock: ClockState): number | undefined =>
  clock.clientNow !== undefined ? Math.floor((clock.clientNow + clock.offsetMs) / 1000) : clock.serverTimestamp;
