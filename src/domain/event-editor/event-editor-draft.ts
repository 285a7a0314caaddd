import { moveStart, type EditedByHand } from './event-times';
import type { EditorMode } from './event-validation';
import type { BillingStatus, EventState, ScheduledEvent, Todo } from '../schedule';
import { inZone, toUnixSeconds } from '../clock';

// What the event editor's Event tab holds while the user edits it (spec 2 §2, §4). Times are unix seconds;
// a publish time of 0 means none. Billing amounts stay as typed until the save turns them into numbers.

export interface BillingDraft {
  readonly contract?: number;
  readonly status: BillingStatus;
  readonly sum: string;
  readonly expenses: string;
  readonly info: string;
}

export interface EventEditorDraft {
  readonly mode: EditorMode;
  /** The event edited (update). */
  readonly uuid?: string;
  /** A new event cloned from this event (events:clone:{id}). */
  readonly cloneOf?: string;
  readonly state: EventState;
  /** Destination (output) channel id. */
  readonly channelId?: number;
  /** Source (input) channel id: the event group's channel. */
  readonly sourceChannelId?: number;
  readonly start: number;
  readonly end: number;
  readonly publishStart: number;
  readonly publishEnd: number;
  /** 'Open Before', seconds before the kickoff; 0 = none. */
  readonly offset: number;
  readonly title: string;
  readonly subtitle: string;
  /** Read-only (spec 2 §2). */
  readonly externalId?: string;
  /** 'Recording UUID' (admin): the event group's uuid; on a new event it names the group to create in. */
  readonly recordingUuid: string;
  readonly billing: BillingDraft;
  /** To-dos of the group by account e-mail (admin). */
  readonly todos: Readonly<Record<string, Todo>>;
  /** Event-form values, the page url among them. */
  readonly meta: Readonly<Record<string, unknown>>;
  readonly edited: EditedByHand;
}

/** Default length of a new event when nothing else says (spec 2 §4: default end = start + duration). */
export const defaultEventDurationSeconds = 2 * 3600;

const quarterHour = 15 * 60;

const noBilling: BillingDraft = { status: 'not_billed', sum: '', expenses: '', info: '' };

const amountText = (value: number | undefined): string => (value === undefined ? '' : String(value));

/**
 * A new event (docs/protocol/schedule.md, editor decisions): kickoff at the next quarter hour, end two hours
 * later, the account's default destination, no publish window, no 'Open Before'.
 */
export const newEventDraft = (now: number, defaultDestination: number | undefined): EventEditorDraft => {
  const start = Math.ceil(now / quarterHour) * quarterHour;
  return {
    mode: 'create',
    state: 'active',
    ...(defaultDestination !== undefined ? { channelId: defaultDestination } : {}),
    start,
    end: start + defaultEventDurationSeconds,
    publishStart: 0,
    publishEnd: 0,
    offset: 0,
    title: '',
    subtitle: '',
    recordingUuid: '',
    billing: noBilling,
    todos: {},
    meta: {},
    edited: { end: false, publishEnd: false },
  };
};

/** The draft of a stored event: for editing it, or (clone) as the prefill of a new one. */
export const draftFromEvent = (event: ScheduledEvent, purpose: 'edit' | 'clone'): EventEditorDraft => {
  const billing = event.system_meta?.billing;
  const clone = purpose === 'clone';
  return {
    mode: clone ? 'create' : 'update',
    ...(clone ? { cloneOf: event.uuid } : { uuid: event.uuid }),
    state: clone ? 'active' : event.state,
    ...(event.channel_id !== undefined ? { channelId: event.channel_id } : {}),
    ...(event.event_group?.channel_id !== undefined ? { sourceChannelId: event.event_group.channel_id } : {}),
    start: event.cached_start_time,
    end: event.cached_end_time,
    publishStart: event.publish_start_time ?? 0,
    publishEnd: event.publish_end_time ?? 0,
    offset: event.offset ?? 0,
    title: event.title ?? '',
    subtitle: event.subtitle ?? '',
    ...(!clone && event.external_id !== undefined ? { externalId: event.external_id } : {}),
    // A clone gets a new group on the server, so it names none.
    recordingUuid: clone ? '' : (event.event_group?.uuid ?? ''),
    billing: billing
      ? {
          ...(billing.contract !== undefined ? { contract: billing.contract } : {}),
          status: billing.status ?? 'not_billed',
          sum: amountText(billing.sum),
          expenses: amountText(billing.expenses_sum),
          info: billing.info ?? '',
        }
      : noBilling,
    todos: clone ? {} : (event.event_group?.system_meta?.todos ?? {}),
    meta: event.meta ?? {},
    edited: { end: false, publishEnd: false },
  };
};

/** Spec 2 §4: a new kickoff shifts the end and the publish end unless edited by hand (or publish end 0). */
export const withStart = (draft: EventEditorDraft, start: number): EventEditorDraft => {
  const moved = moveStart({ start: draft.start, end: draft.end, publishEnd: draft.publishEnd }, start, draft.edited);
  return { ...draft, start: moved.start, end: moved.end, publishEnd: moved.publishEnd ?? draft.publishEnd };
};

/** An end set by hand (typed, picked or a quick end button) no longer follows the kickoff. */
export const withEnd = (draft: EventEditorDraft, end: number): EventEditorDraft => ({
  ...draft,
  end,
  edited: { ...draft.edited, end: true },
});

export const withPublishEnd = (draft: EventEditorDraft, publishEnd: number): EventEditorDraft => ({
  ...draft,
  publishEnd,
  edited: { ...draft.edited, publishEnd: true },
});

export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** The instant of a day and a 24-hour time in `zone`. */
export const atDayAndTime = (
  date: CalendarDate,
  time: { readonly hours: number; readonly minutes: number },
  zone: string,
): number =>
  toUnixSeconds(
    inZone(0, zone).set({
      year: date.year,
      month: date.month,
      day: date.day,
      hour: time.hours,
      minute: time.minutes,
      second: 0,
      millisecond: 0,
    }),
  );

/** The calendar day of an instant in `zone`. */
export const dayOf = (seconds: number, zone: string): CalendarDate => {
  const zoned = inZone(seconds, zone);
  return { year: zoned.year, month: zoned.month, day: zoned.day };
};
