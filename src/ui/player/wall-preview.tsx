import { Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { PlaybackQueries } from '../../application/clips';
import { useObservable, useService } from '../shared';
import { cannotLoadVideoText, quietVolume } from './player-handle';
import { useHlsVideo, type VideoStatus } from './use-hls-video';
import { useOnScreen } from './use-on-screen';

const useStyles = makeStyles({
  frame: {
    position: 'relative',
    width: '100%',
    aspectRatio: '16 / 9',
    backgroundColor: '#000',
    overflow: 'hidden',
  },
  video: { width: '100%', height: '100%', display: 'block', objectFit: 'contain' },
  message: {
    position: 'absolute',
    inset: 0,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    textAlign: 'center',
    padding: tokens.spacingHorizontalM,
    color: '#e6e6e6',
  },
  sound: { position: 'absolute', left: tokens.spacingHorizontalS, bottom: tokens.spacingVerticalS },
});

export interface WallPreviewProps {
  /** The playlist, or undefined with the reason shown instead (`message`). */
  readonly url: string | undefined;
  /** Why there is no video (no url, idle, not connected). */
  readonly message?: string;
  readonly label: string;
  /** Shown while a stalled or failed stream is recovering by itself. */
  readonly recoveringText: string;
  /** Tells the card the video's size once known ('426×240'). */
  readonly onResolution?: (resolution: string | undefined) => void;
  /** Tells the card how the player is doing (the card shows it beside the state). */
  readonly onStatus?: (status: VideoStatus | 'off') => void;
  /** The frame's width / height when not 16:9 (a headend_preview setting's size). */
  readonly aspectRatio?: string;
  /** Full volume, unmuted (a wall's soloed tile, issue 31); very low otherwise. */
  readonly sound?: boolean;
}

const resolutionOf = (video: HTMLVideoElement): string | undefined =>
  video.videoWidth > 0 ? `${video.videoWidth}×${video.videoHeight}` : undefined;

/**
 * A wall card's live preview (spec 2 §2 monitor and multiview): the console's HLS player (useHlsVideo) at a
 * very low volume, loading only while on screen, the socket connected and a url given (spec 2 §4), and
 * recovering by itself from stalls and failures. Off screen there is no video element at all, so a scrolled-
 * away card holds no player, buffer or decoder.
 */
export const WallPreview = ({
  url,
  message,
  label,
  recoveringText,
  onResolution,
  onStatus,
  aspectRatio,
  sound = false,
}: WallPreviewProps): React.JSX.Element => {
  const styles = useStyles();
  const connected = useObservable(useService(PlaybackQueries).connected$, false);
  const [frame, setFrame] = useState<HTMLDivElement | null>(null);
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const onScreen = useOnScreen(frame);
  const active = message === undefined && connected && onScreen && url !== undefined && url !== '';
  const status = useHlsVideo(active ? video : null, active ? url : undefined, {
    quiet: true,
    autoPlay: true,
    reloadKey: 0,
    recover: true,
  });
  useEffect(() => onStatus?.(active ? status : 'off'), [onStatus, active, status]);
  // After the player's own volume (each load sets it quiet): a soloed tile is heard, without reloading the stream.
  // A browser that refuses sound without a gesture (a solo restored by a reload) gets it from a button.
  const [soundRefused, setSoundRefused] = useState(false);
  useEffect(() => {
    setSoundRefused(false);
    if (!video) return undefined;
    video.volume = sound ? 1 : quietVolume;
    if (!sound) return undefined;
    video.muted = false;
    const follow = (): void => setSoundRefused(video.muted);
    video.addEventListener('volumechange', follow);
    return () => video.removeEventListener('volumechange', follow);
  }, [video, url, sound]);
  useEffect(() => {
    if (!video || !onResolution) return undefined;
    const report = (): void => onResolution(resolutionOf(video));
    video.addEventListener('resize', report);
    video.addEventListener('loadedmetadata', report);
    return () => {
      video.removeEventListener('resize', report);
      video.removeEventListener('loadedmetadata', report);
      onResolution(undefined);
    };
  }, [video, onResolution]);
  const shown =
    message ??
    (!url
      ? cannotLoadVideoText
      : !connected
        ? 'Waiting for the connection…'
        : status === 'recovering'
          ? recoveringText
          : status === 'failed'
            ? cannotLoadVideoText
            : undefined);
  return (
    <div
      ref={setFrame}
      className={styles.frame}
      style={aspectRatio ? { aspectRatio } : undefined}
      data-testid="wall-preview"
      data-status={active ? status : 'off'}
      data-on-screen={onScreen}
    >
      {active && <video ref={setVideo} className={styles.video} aria-label={label} playsInline />}
      {sound && soundRefused && video && (
        <Button
          size="small"
          className={styles.sound}
          onClick={() => (video.muted = false)}
          data-testid="wall-preview-sound"
        >
          Turn sound on
        </Button>
      )}
      {shown !== undefined && (
        <Caption1 className={styles.message} role="status">
          {shown}
        </Caption1>
      )}
    </div>
  );
};
