export { clockProjection, initialClockState, serverNowSeconds } from './clock.projection';
export type { ClockState } from './clock.projection';
export { clockCommands, displayZoneProjection, initialDisplayZoneState } from './display-zone';
export type { DisplayZoneState } from './display-zone';
export type {
  ClockEvent,
  ClockTicked,
  DisplayZoneEvent,
  DisplayZoneRecorded,
  ServerTimeReceived,
} from './clock.events';
export {
  formatDate,
  formatDateTime,
  formatIsoDateTime,
  formatTime,
  inZone,
  startOfWeek,
  toUnixSeconds,
  weekdayNames,
  zoneOffsetMinutes,
} from './zoned-time';
