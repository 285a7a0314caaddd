import { inZone, toUnixSeconds } from '../clock';

const minute = 60;
const hour = 3600;

/** Spec 1 §9: 'before' times run 1, 5, 10, 15, 20, 25, 30, 45 minutes, then every 15 minutes up to 6 hours. */
export const beforeTimeMinutes: readonly number[] = [
  1,
  5,
  10,
  15,
  20,
  25,
  30,
  45,
  ...Array.from({ length: (6 * 60 - 60) / 15 + 1 }, (_, index) => 60 + index * 15),
];

/** The same list in seconds, as the event's offset holds it. */
export const beforeTimeSeconds: readonly number[] = beforeTimeMinutes.map((minutes) => minutes * minute);

export interface QuickEndButton {
  readonly label: string;
  readonly seconds: number;
}

/** Spec 2 §9: quick end buttons +3H (10800 s), +6H (21600 s), +12H (43200 s). */
export const quickEndButtons: readonly QuickEndButton[] = [
  { label: '+3H', seconds: 3 * hour },
  { label: '+6H', seconds: 6 * hour },
  { label: '+12H', seconds: 12 * hour },
];

/** A quick end button sets the end that long after the kickoff. */
export const quickEnd = (start: number, button: QuickEndButton): number => start + button.seconds;

/** Spec 2 §9: the publish-end button sets the end of the kickoff day (in the user's zone). */
export const endOfKickoffDay = (start: number, zone: string): number => toUnixSeconds(inZone(start, zone).endOf('day'));

/** Spec 2 §4: the default end is start plus duration. */
export const defaultEnd = (start: number, duration: number): number => start + duration;

export interface EditorTimes {
  readonly start: number;
  readonly end: number;
  /** 0 or absent when no publish end is set. */
  readonly publishEnd?: number;
}

export interface EditedByHand {
  readonly end: boolean;
  readonly publishEnd: boolean;
}

/**
 * Spec 2 §4: moving the start shifts the end by the same amount unless the end was edited by hand, and the
 * publish end unless it was edited by hand or is 0.
 */
export const moveStart = (times: EditorTimes, start: number, edited: EditedByHand): EditorTimes => {
  const delta = start - times.start;
  const shiftsPublishEnd = !edited.publishEnd && times.publishEnd !== undefined && times.publishEnd !== 0;
  return {
    start,
    end: edited.end ? times.end : times.end + delta,
    ...(times.publishEnd !== undefined
      ? { publishEnd: shiftsPublishEnd ? times.publishEnd + delta : times.publishEnd }
      : {}),
  };
};
