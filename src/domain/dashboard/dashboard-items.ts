import type { DayBlock } from '../schedule';

/** Spec 1 §2.5: the dashboard shows events as a list or as tiles. */
export type DashboardLayout = 'list' | 'tiles';
export const dashboardLayouts: readonly DashboardLayout[] = ['list', 'tiles'];
export const defaultDashboardLayout: DashboardLayout = 'list';

/** Where a line sits in its event group's frame, so a windowed list can draw the group around its lines. */
export type GroupPosition = 'only' | 'first' | 'middle' | 'last';

/** One line of the windowed dashboard list: a day heading, or a line of events of one event group. */
export type DashboardItem =
  | { readonly kind: 'day'; readonly key: string; readonly heading: string; readonly isToday: boolean }
  | {
      readonly kind: 'events';
      readonly key: string;
      /** The group's key (its uuid, or the lone event's). */
      readonly group: string;
      readonly position: GroupPosition;
      /** One event in the list layout; up to `columns` events in the tiles layout. */
      readonly uuids: readonly string[];
    };

const positionOf = (index: number, count: number): GroupPosition => {
  if (count === 1) return 'only';
  if (index === 0) return 'first';
  return index === count - 1 ? 'last' : 'middle';
};

const chunks = <T>(items: readonly T[], size: number): T[][] => {
  const lines: T[][] = [];
  for (let index = 0; index < items.length; index += size) lines.push(items.slice(index, index + size));
  return lines;
};

/**
 * Flattens days and event groups into lines (spec 1 §2.5, spec 2 §2), so only the lines in view need to be
 * drawn: each day's heading, then each group's events, one per line or `columns` tiles per line.
 */
export const dashboardItems = <E extends { readonly uuid: string }>(
  days: readonly DayBlock<E>[],
  layout: DashboardLayout,
  columns: number,
): readonly DashboardItem[] => {
  const perLine = layout === 'tiles' ? Math.max(1, Math.floor(columns)) : 1;
  const items: DashboardItem[] = [];
  for (const day of days) {
    items.push({ kind: 'day', key: `day:${day.dayStart}`, heading: day.heading, isToday: day.isToday });
    for (const group of day.groups) {
      const lines = chunks(
        group.events.map((event) => event.uuid),
        perLine,
      );
      lines.forEach((uuids, index) => {
        items.push({
          kind: 'events',
          key: `${day.dayStart}:${group.key}:${uuids[0] ?? index}`,
          group: group.key,
          position: positionOf(index, lines.length),
          uuids,
        });
      });
    }
  }
  return items;
};

/** Whether two item lists draw the same lines (a live tick or an event's new title leaves them alone). */
export const sameDashboardItems = (left: readonly DashboardItem[], right: readonly DashboardItem[]): boolean =>
  left.length === right.length &&
  left.every((item, index) => {
    const other = right[index];
    if (!other || other.kind !== item.kind || other.key !== item.key) return false;
    if (item.kind === 'day') return other.kind === 'day' && other.heading === item.heading;
    return (
      other.kind === 'events' && other.position === item.position && other.uuids.join(',') === item.uuids.join(',')
    );
  });
