import { makeStyles, Title2 } from '@fluentui/react-components';
import { useEffect } from 'react';
import { idleLoad, ReplayService } from '../../application/replay-inspector';
import { ReplayMode } from '../../application/replay-console';
import { useObservable, useService } from '../shared';
import { OpenInConsoleButton } from './open-in-console-button';
import { OpenRecording } from './open-recording';
import { ReplayView } from './replay-view';

const useStyles = makeStyles({
  heading: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '16px' },
  screen: {
    display: 'flex',
    flexDirection: 'column',
    gap: '16px',
    padding: '24px',
    minHeight: '100%',
    boxSizing: 'border-box',
  },
});

/** /replay: open a recording, then scrub through it. Leaving the screen drops the recording. */
export const ReplayScreen = (): React.JSX.Element => {
  const styles = useStyles();
  const replay = useService(ReplayService);
  const load = useObservable(replay.load$, idleLoad);
  const mode = useService(ReplayMode);
  // Leaving drops the recording, unless the page went to show it in the console (replay mode).
  useEffect(() => () => mode.screenLeft(), [mode]);
  return (
    <section className={styles.screen} aria-labelledby="replay-title">
      <div className={styles.heading}>
        <Title2 as="h1" id="replay-title">
          Replay
        </Title2>
        {load.phase === 'ready' && <OpenInConsoleButton />}
      </div>
      {load.phase === 'ready' ? <ReplayView load={load} /> : <OpenRecording load={load} />}
    </section>
  );
};
