export { clockProjection, initialClockState, serverNowSeconds } from './clock.projection';
export type { ClockState } from './clock.projection';
export type { ClockEvent, ClockTicked, ServerTimeReceived } from './clock.events';
