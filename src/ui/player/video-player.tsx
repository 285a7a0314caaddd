import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import { useImperativeHandle, useState, type Ref } from 'react';
import { PlaybackQueries } from '../../application/clips';
import { useService, useObservable } from '../shared';
import { cannotLoadVideoText, type PlayerHandle } from './player-handle';
import { useHlsVideo } from './use-hls-video';

const useStyles = makeStyles({
  frame: {
    position: 'relative',
    width: '100%',
    aspectRatio: '16 / 9',
    backgroundColor: '#000',
    borderRadius: tokens.borderRadiusMedium,
    overflow: 'hidden',
  },
  video: { width: '100%', height: '100%', display: 'block' },
  message: {
    position: 'absolute',
    inset: 0,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    color: tokens.colorNeutralForeground2,
  },
});

export interface VideoPlayerProps {
  /** The HLS playlist; without one the player says 'Cannot load video'. */
  readonly url: string | undefined;
  /** Names the player for screen readers ('Live video of …'). */
  readonly label: string;
  /** Start at a very low volume (monitor cards, inline previews). */
  readonly quiet?: boolean;
  readonly autoPlay?: boolean;
  /** Shown instead of the video (the event has not started, has ended, has no preview). */
  readonly message?: string;
  readonly handleRef?: Ref<PlayerHandle | null>;
  /** Seconds on the playlist to start at (a /cloudrec/event link's in point). */
  readonly startAt?: number;
}

const handleOf = (video: HTMLVideoElement | null, reload: () => void): PlayerHandle => ({
  currentTime: () => video?.currentTime ?? 0,
  seek: (seconds) => {
    if (video) video.currentTime = Math.max(0, seconds);
  },
  stepBy: (seconds) => {
    if (video) video.currentTime = Math.max(0, video.currentTime + seconds);
  },
  togglePlay: () => {
    if (!video) return;
    if (video.paused) void video.play().catch(() => undefined);
    else video.pause();
  },
  reload,
});

/**
 * The console's one HLS player (spec 2 §2, §8, §9): buffer 3 s, hls.js loaded on first use, and it loads
 * only while the socket is connected and a playlist url exists (spec 2 §4).
 */
export const VideoPlayer = ({
  url,
  label,
  quiet = false,
  autoPlay = false,
  message,
  handleRef,
  startAt,
}: VideoPlayerProps): React.JSX.Element => {
  const styles = useStyles();
  const playback = useService(PlaybackQueries);
  const connected = useObservable(playback.connected$, false);
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const [reloadKey, setReloadKey] = useState(0);
  const active = message === undefined && connected && url !== undefined && url !== '';
  const status = useHlsVideo(active ? video : null, active ? url : undefined, {
    quiet,
    autoPlay,
    reloadKey,
    ...(startAt === undefined ? {} : { startAt }),
  });
  useImperativeHandle(handleRef, () => handleOf(video, () => setReloadKey((key) => key + 1)), [video]);
  const shown =
    message ??
    (!url
      ? cannotLoadVideoText
      : status === 'failed'
        ? cannotLoadVideoText
        : !connected
          ? 'Waiting for the connection…'
          : undefined);
  return (
    <div className={styles.frame} data-testid="video-player" data-status={shown === undefined ? status : 'message'}>
      {active && <video ref={setVideo} className={styles.video} aria-label={label} controls playsInline />}
      {shown !== undefined && (
        <Body1 className={styles.message} role="status">
          {shown}
        </Body1>
      )}
    </div>
  );
};
