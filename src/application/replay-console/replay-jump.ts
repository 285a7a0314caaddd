import type { InspectorQueries, ReplayService } from '../replay-inspector';

/** What the banner's jump field says when the text is neither an entry of the recording nor a readable time. */
export const jumpProblem = (total: number): string =>
  `Enter an entry number from 0 to ${total}, or a time as YYYY-MM-DD HH:MM:SS or HH:MM:SS (UTC).`;

/**
 * The replay banner's "jump to sequence number or time" (issue 7), in one field: a whole number is an entry's
 * sequence number; anything else is a time, read and found by the replay screen's own jump to time
 * (`InspectorQueries.jumpToTime`: the same parser, the first entry at or after it). Either jump pauses
 * playback, so the cursor stays where it was sent.
 */
export class ReplayJump {
  constructor(
    private readonly replay: ReplayService,
    private readonly inspector: InspectorQueries,
  ) {}

  /** Moves the cursor; the message to show beside the field when the text is not a place in the recording. */
  jump(text: string): string | undefined {
    const typed = text.trim();
    const total = this.replay.total;
    if (/^\d+$/.test(typed)) {
      const seq = Number(typed);
      // The replay screen's field clamps; here a number past the end is a typo worth saying so.
      if (seq > total) return jumpProblem(total);
      this.replay.pause();
      this.replay.seek(seq);
      return undefined;
    }
    return this.inspector.jumpToTime(typed) === undefined ? undefined : jumpProblem(total);
  }
}
