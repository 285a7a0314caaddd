import { parseStreamTime } from './tag-stream-time';

// Checks of the clip editor and tag dialogs before a save (spec 2 §5 is silent on these texts; decided here
// and in docs/protocol/clips.md). The server checks the same and answers 'invalid' with a path.

export const clipDraftMessages = {
  titleRequired: 'Title is required',
  noInPoint: 'Set the in point (Alt+Q)',
  noOutPoint: 'Set the out point (Alt+W)',
  outBeforeIn: 'The out point must be after the in point',
  streamTime: 'Stream time must be [dd:][hh:]mm:ss',
} as const;

/** The first problem of a clip about to be saved, or undefined. */
export const clipDraftError = (draft: {
  readonly title: string;
  readonly start?: number;
  readonly end?: number;
}): string | undefined => {
  if (draft.start === undefined) return clipDraftMessages.noInPoint;
  if (draft.end === undefined) return clipDraftMessages.noOutPoint;
  if (draft.end <= draft.start) return clipDraftMessages.outBeforeIn;
  if (draft.title.trim() === '') return clipDraftMessages.titleRequired;
  return undefined;
};

/** A typed stream time with a leading '-' for a moment before the stream started. */
export const parseSignedStreamTime = (text: string): number | undefined => {
  const trimmed = text.trim();
  const negative = trimmed.startsWith('-');
  const seconds = parseStreamTime(negative ? trimmed.slice(1) : trimmed);
  return seconds === undefined ? undefined : negative ? -seconds : seconds;
};
