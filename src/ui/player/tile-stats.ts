import type { PlayerFacts } from './player-facts';

const bitrateText = (bitsPerSecond: number | undefined): string =>
  bitsPerSecond === undefined
    ? '– kb/s'
    : bitsPerSecond >= 1_000_000
      ? `${(bitsPerSecond / 1_000_000).toFixed(1)} Mb/s`
      : `${Math.round(bitsPerSecond / 1000)} kb/s`;

/**
 * A tile's stats (issue 31 §1): the bitrate of its last segment, its resolution, the frames the browser dropped and
 * how many seconds it is behind live — '183 kb/s · 426×240 · 0 dropped · 5.1 s behind live'.
 */
export const tileStatsText = (video: HTMLVideoElement, facts: PlayerFacts): string => {
  const resolution = video.videoWidth > 0 ? `${video.videoWidth}×${video.videoHeight}` : '–';
  const dropped = video.getVideoPlaybackQuality?.().droppedVideoFrames;
  const behind = facts.behindLive();
  return [
    bitrateText(facts.bitrate),
    resolution,
    `${dropped ?? '–'} dropped`,
    behind === undefined ? 'not live' : `${behind.toFixed(1)} s behind live`,
  ].join(' · ');
};
