export type { PlayerHandle } from './player-handle';
export { VideoPlayer } from './video-player';
export { WallPreview } from './wall-preview';
export type { WallPreviewProps } from './wall-preview';
export { playAlarmTone } from './alarm-tone';
export { wallAudioRunning } from './wall-audio';
