import type { ScheduledEvent } from '../schedule';
import { formatDateTime, formatTime, inZone } from '../clock';

// Two active events on one destination channel at the same time fight over its output. The server allows it
// (a handover can overlap on purpose), so the editor warns and lets the operator save on purpose (issue 21).

/** What the editor is about to save: the destination and the window, and the event itself when it exists. */
export interface OverlapCandidate {
  readonly uuid?: string;
  readonly channelId?: number;
  readonly start: number;
  readonly end: number;
}

/** Another active event on the same destination whose window meets the candidate's. */
export interface EventOverlap {
  readonly uuid: string;
  readonly title: string;
  readonly start: number;
  readonly end: number;
  /** The shared window, unix seconds. */
  readonly overlapStart: number;
  readonly overlapEnd: number;
}

/**
 * The active events on the candidate's destination that overlap its window, earliest first. Windows are
 * half-open: an event ending at 20:00 and one starting at 20:00 follow each other, they do not overlap.
 */
export const overlappingEvents = (
  candidate: OverlapCandidate,
  events: Iterable<
    Pick<ScheduledEvent, 'uuid' | 'state' | 'channel_id' | 'cached_start_time' | 'cached_end_time' | 'title'>
  >,
): readonly EventOverlap[] => {
  if (candidate.channelId === undefined || candidate.end <= candidate.start) return [];
  const found: EventOverlap[] = [];
  for (const event of events) {
    if (event.uuid === candidate.uuid || event.state !== 'active' || event.channel_id !== candidate.channelId) continue;
    const overlapStart = Math.max(candidate.start, event.cached_start_time);
    const overlapEnd = Math.min(candidate.end, event.cached_end_time);
    if (overlapStart >= overlapEnd) continue;
    found.push({
      uuid: event.uuid,
      title: event.title || '(untitled)',
      start: event.cached_start_time,
      end: event.cached_end_time,
      overlapStart,
      overlapEnd,
    });
  }
  return found.sort((a, b) => a.start - b.start || (a.uuid < b.uuid ? -1 : 1));
};

const minutes = (seconds: number): string => {
  const total = Math.round(seconds / 60);
  return total < 60 ? `${total} min` : `${Math.floor(total / 60)} h${total % 60 ? ` ${total % 60} min` : ''}`;
};

/** A range in DD.MM.YYYY HH:mm, the end as HH:mm when it is on the same day (spec 1 §9). */
const range = (start: number, end: number, zone: string): string =>
  inZone(start, zone).hasSame(inZone(end, zone), 'day')
    ? `${formatDateTime(start, zone)}–${formatTime(end, zone)}`
    : `${formatDateTime(start, zone)} – ${formatDateTime(end, zone)}`;

/**
 * The warning line for one overlap, naming the other event, its window and the shared time:
 * "'Tappara – Kärpät' (24.11.2026 18:30–20:30) overlaps by 45 min, 19:45–20:30".
 */
export const overlapMessage = (overlap: EventOverlap, zone: string): string =>
  `'${overlap.title}' (${range(overlap.start, overlap.end, zone)}) overlaps by ${minutes(
    overlap.overlapEnd - overlap.overlapStart,
  )}, ${range(overlap.overlapStart, overlap.overlapEnd, zone)}`;
