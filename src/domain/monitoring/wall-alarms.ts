// The wall's alarms (issue 31 §1): every tile in a fault, counted and listed in the header, sounding until acknowledged.
import { isAlarmState, type TileState } from './tile-state';

/** What a tile on the wall reports of itself. */
export interface TileReport {
  /** Unique on the page: the wall and the card ('monitor:{uuid}'). */
  readonly id: string;
  readonly title: string;
  readonly state: TileState;
  readonly since: number;
  readonly alarmSince: number | undefined;
}

export interface WallAlarm {
  readonly id: string;
  readonly title: string;
  readonly state: TileState;
  readonly since: number;
  /** The operator acknowledged this alarm: it stays listed and red, and no longer sounds. */
  readonly acknowledged: boolean;
}

/**
 * The tiles in alarm, oldest alarm first. An acknowledgement holds for the alarm it was given to (its start): the
 * same tile's next alarm sounds again.
 */
export const wallAlarms = (
  reports: Iterable<TileReport>,
  acknowledged: ReadonlyMap<string, number>,
): readonly WallAlarm[] =>
  [...reports]
    .filter((report) => isAlarmState(report.state) && report.alarmSince !== undefined)
    .sort((left, right) => (left.alarmSince ?? 0) - (right.alarmSince ?? 0) || left.title.localeCompare(right.title))
    .map((report) => ({
      id: report.id,
      title: report.title,
      state: report.state,
      since: report.since,
      acknowledged: acknowledged.get(report.id) === report.alarmSince,
    }));

/** Whether the audible alarm should sound: an alarm nobody acknowledged. */
export const alarmSounds = (alarms: readonly WallAlarm[]): boolean => alarms.some((alarm) => !alarm.acknowledged);

/** The header's count: 'No alarms', '1 alarm', '2 alarms'. */
export const alarmCountText = (count: number): string =>
  count === 0 ? 'No alarms' : count === 1 ? '1 alarm' : `${count} alarms`;
