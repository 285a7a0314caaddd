import * as t from 'io-ts';
import { httpCall } from '../kit';

export const clipsHttpCalls = {
  /**
   * HEAD on a clip's url before opening it (spec 1 §4). A failure makes the application ask for regenerate_clip; the
   * answer itself changes no state.
   */
  clip_exists: httpCall({
    response: t.unknown,
    toEvents: () => [],
    onFailure: () => [],
  }),
} as const;
