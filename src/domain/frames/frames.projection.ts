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

/**
 * Every frame counts here, so the slice is folded a batch at a time outside immer's drafts (`fold`): the
 * counts are kept in locals, the topics' times in one copy of the map, and the slice is replaced once.
 */
export const framesProjection = defineProjection<FramesState, FrameEvent>({
  name: 'frames',
  initial: initialFramesState,
  handles: {
    FrameDecoded: true,
    FrameRejected: true,
    FrameIgnored: true,
  },
  fold(state, events) {
    if (events.length === 0) return state;
    let { decoded, rejected, ignored, lastFrameAt } = state;
    let lastByTopic: Record<string, number> | undefined;
    let recentRejections: FrameRejected[] | undefined;
    for (const event of events) {
      lastFrameAt = event.at;
      switch (event.type) {
        case 'FrameDecoded':
          decoded += 1;
          (lastByTopic ??= { ...state.lastByTopic })[topicKey(event.topic)] = event.at;
          break;
        case 'FrameRejected':
          rejected += 1;
          (recentRejections ??= [...state.recentRejections]).push(event);
          if (recentRejections.length > recentRejectionsKept) recentRejections.shift();
          break;
        case 'FrameIgnored':
          ignored += 1;
          break;
        default:
          unhandled(event);
      }
    }
    return Object.freeze({
      decoded,
      rejected,
      ignored,
      lastFrameAt,
      lastByTopic: lastByTopic ? Object.freeze(lastByTopic) : state.lastByTopic,
      recentRejections: recentRejections ? Object.freeze(recentRejections) : state.recentRejections,
    });
  },
});
