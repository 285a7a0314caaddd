export { framesProjection, initialFramesState, recentRejectionsKept } from './frames.projection';
export type { FramesState } from './frames.projection';
export type { FrameDecoded, FrameEvent, FrameIgnored, FrameRejected, PathError } from './frames.events';
