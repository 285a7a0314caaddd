/** Spec 2 §5: the event editor's messages, verbatim. */
export const eventEditorMessages = {
  itemRequired: 'Item is required',
  createDestinationMissing: 'Unable to create event. Destination missing!',
  updateDestinationMissing: 'Unable to update event. Destination missing!',
  endBeforeStart: 'End time must be after start time!',
  timeEmpty: 'Time cannot be empty',
  invalidTime: 'Invalid time format',
} as const;

export type EditorMode = 'create' | 'update';

/** Spec 2 §5: the destination select is required. */
export const destinationError = (channelId: number | undefined): string | undefined =>
  channelId === undefined ? eventEditorMessages.itemRequired : undefined;

/** Spec 2 §5: saving without a destination is refused with a message naming the mode. */
export const saveDestinationError = (mode: EditorMode, channelId: number | undefined): string | undefined => {
  if (channelId !== undefined) return undefined;
  return mode === 'create'
    ? eventEditorMessages.createDestinationMissing
    : eventEditorMessages.updateDestinationMissing;
};

/** Spec 2 §5: the end must be after the start (equal is not after). */
export const endTimeError = (start: number, end: number): string | undefined =>
  end > start ? undefined : eventEditorMessages.endBeforeStart;

export interface TimeOfDay {
  readonly hours: number;
  readonly minutes: number;
}

const timePattern = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Spec 2 §5: typed times are 24-hour hh:mm (two digits each, 00:00 to 23:59). */
export const parseTime = (text: string): TimeOfDay | undefined => {
  const match = timePattern.exec(text.trim());
  return match ? { hours: Number(match[1]), minutes: Number(match[2]) } : undefined;
};

export interface TimeInputState {
  /** The end time offers a clear-time option and it is in effect. */
  readonly clearTimeOption: boolean;
  readonly touched: boolean;
}

/** Spec 2 §5: 'Time cannot be empty' while a cleared time was not touched, else 'Invalid time format' unless hh:mm. */
export const timeInputError = (text: string, input: TimeInputState): string | undefined => {
  if (input.clearTimeOption && !input.touched) return eventEditorMessages.timeEmpty;
  return parseTime(text) ? undefined : eventEditorMessages.invalidTime;
};

/** Spec 2 §4: a new event takes the account's default destination when none is chosen. */
export const initialDestination = (
  chosen: number | undefined,
  accountDefault: number | undefined,
): number | undefined => chosen ?? accountDefault;

export interface EventTimesDraft {
  readonly channel_id?: number;
  readonly cached_start_time: number;
  readonly cached_end_time: number;
}

/** Every message that blocks a save of the event tab, in the order the editor shows them. */
export const eventSaveErrors = (draft: EventTimesDraft, mode: EditorMode): readonly string[] =>
  [saveDestinationError(mode, draft.channel_id), endTimeError(draft.cached_start_time, draft.cached_end_time)].filter(
    (message): message is string => message !== undefined,
  );
