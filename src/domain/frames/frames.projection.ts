import { castDraft } from 'immer';
import { defineProjection, unhandled } from '../projection';
import type { FrameEvent, FrameRejected } from './frames.events';

/** How many recent rejections are kept with their errors for the staleness indicator and the inspector. */
export const recentRejectionsKept = 50;

export interface FramesState {
  readonly decoded: number;
  readonly rejected: number;
  readonly ignored: number;
  /** Time of the last frame of any kind, ms. */
  readonly lastFrameAt?: number;
  /** Last update time per topic, ms: the age of every live entity derives from it. */
  readonly lastByTopic: Readonly<Record<string, number>>;
  readonly recentRejections: readonly FrameRejected[];
}

export const initialFramesState: FramesState = {
  decoded: 0,
  rejected: 0,
  ignored: 0,
  lastByTopic: {},
  recentRejections: [],
};

// profile:{token} names the session token; state never holds it.
const topicKey = (topic: string): string => (topic.startsWith('profile:') ? 'profile:{token}' : topic);

export const framesProjection = defineProjection<FramesState, FrameEvent>({
  name: 'frames',
  initial: initialFramesState,
  handles: {
    FrameDecoded: true,
    FrameRejected: true,
    FrameIgnored: true,
  },
  apply(draft, event) {
    draft.lastFrameAt = event.at;
    switch (event.type) {
      case 'FrameDecoded':
        draft.decoded += 1;
        draft.lastByTopic[topicKey(event.topic)] = event.at;
        return;
      case 'FrameRejected':
        draft.rejected += 1;
        draft.recentRejections.push(castDraft(event));
        if (draft.recentRejections.length > recentRejectionsKept) draft.recentRejections.shift();
        return;
      case 'FrameIgnored':
        draft.ignored += 1;
        return;
      default:
        unhandled(event);
    }
  },
});
