import { Button, Caption1, mergeClasses } from '@fluentui/react-components';
import { SpeakerOffRegular } from '@fluentui/react-icons';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { WallSwitches } from '../../application/monitoring';
import { PlaybackQueries } from '../../application/clips';
import { useObservable, useService } from '../shared';
import { loadHls } from './load-hls';
import { keepStill } from './picture-probe';
import { PlayerFacts } from './player-facts';
import { cannotLoadVideoText, quietVolume } from './player-handle';
import { useHlsVideo, type VideoStatus } from './use-hls-video';
import { useOnScreen } from './use-on-screen';
import { useTileVideo } from './tile-videos';
import { useTileWatch } from './use-tile-watch';
import { useWallPreviewStyles } from './wall-preview.styles';

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
  /** The wall's tile this preview is ('monitor:{uuid}', wallTileId): its state is reported for the wall's alarms. */
  readonly tile?: { readonly id: string; readonly title: string };
  /** Heard at full volume (a soloed tile); very low otherwise. */
  readonly sound?: boolean;
}

// A wall opens many tiles at once, and the first one mounts only after the wall's data and layout (~0.4 s after this
// module loads, measured in Chromium): hls.js's chunk is fetched and parsed as the walls' code loads instead of
// when the first tile asks (issue 31 §3, cold open). A failure here is the first tile's to report (loadHls retries).
void loadHls().catch(() => undefined);

const resolutionOf = (video: HTMLVideoElement): string | undefined =>
  video.videoWidth > 0 ? `${video.videoWidth}×${video.videoHeight}` : undefined;

/**
 * A wall card's live preview (spec 2 §2 monitor and multiview): the console's HLS player (useHlsVideo) at a
 * very low volume, loading only while on screen, the socket connected and a url given (spec 2 §4), and never
 * giving up on a lost stream (patient-hls.ts). Its picture and sound are watched (useTileWatch, issue 31 §1): the
 * tile says its state and the time since it began, shows the last picture while it loads again, and its stats on
 * hover or with the wall's stats switch. Off screen its video element is given back (tile-videos.ts), so a
 * scrolled-away card holds no player, buffer or decoder.
 */
export const WallPreview = ({
  url,
  message,
  label,
  recoveringText,
  onResolution,
  onStatus,
  aspectRatio,
  tile,
  sound = false,
}: WallPreviewProps): React.JSX.Element => {
  const styles = useWallPreviewStyles();
  const connected = useObservable(useService(PlaybackQueries).connected$, false);
  const statsOn = useObservable(useService(WallSwitches).stats$, false);
  const [frame, setFrame] = useState<HTMLDivElement | null>(null);
  const [still, setStill] = useState<HTMLCanvasElement | null>(null);
  const [hover, setHover] = useState(false);
  const onScreen = useOnScreen(frame);
  const active = message === undefined && connected && onScreen && url !== undefined && url !== '';
  // The element comes from the walls' own (tile-videos.ts): Chromium never frees one that played the wall's sound.
  const video = useTileVideo(frame, active, label, styles.video);
  // One player's facts per element and stream: a new player starts knowing nothing.
  const facts = useMemo(() => (video && url ? new PlayerFacts() : undefined), [video, url]);
  const onLost = useCallback(() => void (video && keepStill(video, still)), [video, still]);
  const recover = useMemo(() => (facts ? { facts, onLost } : undefined), [facts, onLost]);
  const status = useHlsVideo(active ? video : null, active ? url : undefined, {
    quiet: true,
    autoPlay: true,
    reloadKey: 0,
    ...(recover ? { recover } : {}),
  });
  const tileTitle = tile?.title;
  const tileId = tile?.id;
  const watched = useMemo(
    () => (tileId !== undefined && tileTitle !== undefined ? { id: tileId, title: tileTitle } : undefined),
    [tileId, tileTitle],
  );
  const { view, labelRef } = useTileWatch(active && facts ? video : null, facts ?? idleFacts, {
    tile: watched,
    gain: sound ? 1 : quietVolume,
    statsShown: hover || statsOn,
  });
  useEffect(() => onStatus?.(active ? status : 'off'), [onStatus, active, status]);
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
        : status === 'failed'
          ? cannotLoadVideoText
          : status === 'recovering' && !view
            ? recoveringText
            : undefined);
  return (
    <div
      ref={setFrame}
      className={mergeClasses(styles.frame, !tile && view?.alarm && styles.alarmFrame)}
      style={aspectRatio ? { aspectRatio } : undefined}
      data-testid="wall-preview"
      data-status={active ? status : 'off'}
      data-on-screen={onScreen}
      {...(!tile && view ? { 'data-tile-state': view.state } : {})}
      onPointerEnter={() => setHover(true)}
      onPointerLeave={() => setHover(false)}
    >
      {sound && view && !view.soundMeasured && (
        // A soloed tile before the page's first gesture (a solo restored by a reload): the browser refuses sound
        // until a click, and this click is one (wall-audio.ts starts the walls' sound on it).
        <Button size="small" className={styles.sound} data-testid="wall-preview-sound">
          Turn sound on
        </Button>
      )}
      {active && <canvas ref={setStill} className={styles.still} hidden={!view?.still} aria-hidden />}
      {active && view && (
        <div className={styles.top}>
          <Caption1
            className={mergeClasses(styles.state, view.alarm ? styles.alarmState : styles.quietState)}
            data-testid="tile-state"
            role="status"
          >
            {/* The words and their running seconds, written by the watch each second without a render. */}
            <span ref={labelRef} />
          </Caption1>
          {view.still && <Caption1 className={styles.note}>Last picture</Caption1>}
          {!view.soundMeasured && (
            <SpeakerOffRegular
              className={styles.soundOff}
              aria-label="Sound not checked until you click or press a key on this page"
            />
          )}
        </div>
      )}
      {active && view?.stats && (
        <Caption1 className={styles.stats} data-testid="tile-stats">
          {view.stats}
        </Caption1>
      )}
      {shown !== undefined && (
        <Caption1 className={styles.message} role="status">
          {shown}
        </Caption1>
      )}
    </div>
  );
};

const idleFacts = new PlayerFacts();
