import { inZone, toUnixSeconds } from '../clock';

/** Spec 1 §2.5: the heading of the current day. */
export const todayHeading = 'Today';

interface Groupable {
  readonly uuid: string;
  readonly cached_start_time: number;
  readonly event_group?: { readonly uuid: string };
}

/** Events of one event group within a day; an event without a group stands alone under its own uuid. */
export interface EventGroupBlock<E> {
  readonly key: string;
  readonly groupUuid?: string;
  readonly events: readonly E[];
}

export interface DayBlock<E> {
  /** Start of the day in the user's zone, unix seconds. */
  readonly dayStart: number;
  readonly heading: string;
  readonly isToday: boolean;
  readonly groups: readonly EventGroupBlock<E>[];
}

/** Spec 1 §2.5: weekday and date (dd.mm.yyyy), or 'Today' for the current day, in the user's zone. */
export const dayHeading = (dayStart: number, now: number, zone: string): string => {
  const day = inZone(dayStart, zone);
  return day.hasSame(inZone(now, zone), 'day') ? todayHeading : day.toFormat('cccc dd.LL.yyyy');
};

const byStart = <E extends Groupable>(a: E, b: E): number =>
  a.cached_start_time - b.cached_start_time || (a.uuid < b.uuid ? -1 : a.uuid > b.uuid ? 1 : 0);

/** Spec 2 §2: within a day, events are grouped by event group, groups in order of their first event. */
export const groupByEventGroup = <E extends Groupable>(events: readonly E[]): readonly EventGroupBlock<E>[] => {
  const blocks = new Map<string, { groupUuid?: string; events: E[] }>();
  for (const event of [...events].sort(byStart)) {
    const groupUuid = event.event_group?.uuid;
    const key = groupUuid ?? `event:${event.uuid}`;
    const block = blocks.get(key);
    if (block) block.events.push(event);
    else blocks.set(key, groupUuid === undefined ? { events: [event] } : { groupUuid, events: [event] });
  }
  return [...blocks].map(([key, block]) => ({ key, ...block }));
};

/** Spec 1 §2.5 and spec 2 §2: events grouped by the day they start in `zone`, days in order, then by group. */
export const groupEventsByDay = <E extends Groupable>(
  events: readonly E[],
  now: number,
  zone: string,
): readonly DayBlock<E>[] => {
  const days = new Map<number, E[]>();
  // The day last found, [start, next start): events come mostly in start order, so the zone arithmetic runs
  // about once per day instead of once per event (2,000 events: ~45 ms → a few ms; docs/performance.md).
  let known = { start: 0, next: -Infinity };
  for (const event of events) {
    const at = event.cached_start_time;
    if (at < known.start || at >= known.next) {
      const start = inZone(at, zone).startOf('day');
      known = { start: toUnixSeconds(start), next: toUnixSeconds(start.plus({ days: 1 })) };
    }
    const dayStart = known.start;
    const day = days.get(dayStart);
    if (day) day.push(event);
    else days.set(dayStart, [event]);
  }
  return [...days.keys()]
    .sort((a, b) => a - b)
    .map((dayStart) => {
      const heading = dayHeading(dayStart, now, zone);
      return {
        dayStart,
        heading,
        isToday: heading === todayHeading,
        groups: groupByEventGroup(days.get(dayStart) ?? []),
      };
    });
};
