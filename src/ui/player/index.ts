export type { PlayerHandle } from './player-handle';
export { VideoPlayer } from './video-player';
