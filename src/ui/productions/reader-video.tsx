import { Body1, makeStyles, MessageBar, MessageBarBody, Spinner, tokens } from '@fluentui/react-components';
import { useEffect, useMemo, useRef } from 'react';
import { WebrtcReaders, type ReaderView } from '../../application/productions';
import { useObservable, useService } from '../shared';

const useStyles = makeStyles({
  // The whole picture stays in view under the heading and the presets: never taller than the window allows.
  frame: {
    position: 'relative',
    backgroundColor: '#000',
    aspectRatio: '16 / 9',
    width: '100%',
    maxWidth: 'calc((100vh - 260px) * 16 / 9)',
  },
  video: { width: '100%', height: '100%', display: 'block', objectFit: 'contain' },
  overlay: {
    position: 'absolute',
    left: tokens.spacingHorizontalM,
    bottom: tokens.spacingVerticalM,
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: 'rgba(0, 0, 0, 0.7)',
    color: '#fff',
  },
  // A reader that will not play says why in the middle of the picture, where the eye looks for the video.
  message: {
    position: 'absolute',
    inset: 0,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: tokens.spacingHorizontalL,
  },
});

const stateText = (view: ReaderView): string | undefined => {
  switch (view.state.status) {
    case 'connecting':
      return 'Connecting…';
    case 'restarting':
      return `Reconnecting: ${view.state.error}`;
    case 'stopped':
      return 'Stopped';
    default:
      return undefined;
  }
};

/** The WebRTC video of one output: a reader per url, stopped when the view closes (spec 3 §4). */
export const ReaderVideo = ({ url, title }: { url: string; title: string }): React.JSX.Element => {
  const styles = useStyles();
  const readers = useService(WebrtcReaders);
  const reader = useMemo(() => readers.open(url), [readers, url]);
  useEffect(() => () => reader.stop(), [reader]);
  const view = useObservable(reader.view$, { state: { status: 'connecting' } } as ReaderView);
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (video.current) video.current.srcObject = (view.media as MediaStream | undefined) ?? null;
  }, [view.media]);
  const text = stateText(view);
  return (
    <div className={styles.frame} data-testid="production-viewer-video" data-state={view.state.status}>
      {/* Focusable, so a keyboard user reaches the picture (and the page stays operable without presets). */}
      <video ref={video} className={styles.video} autoPlay muted playsInline aria-label={title} tabIndex={0} />
      {view.state.status === 'error' && (
        <div className={styles.message}>
          <MessageBar intent="error" data-testid="production-viewer-message">
            <MessageBarBody data-testid="production-viewer-state">{view.state.error}</MessageBarBody>
          </MessageBar>
        </div>
      )}
      {text && (
        <div className={styles.overlay} role="status">
          {(view.state.status === 'connecting' || view.state.status === 'restarting') && <Spinner size="tiny" />}
          <Body1 data-testid="production-viewer-state">{text}</Body1>
        </div>
      )}
    </div>
  );
};
