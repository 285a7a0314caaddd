import { makeStyles, Title2 } from '@fluentui/react-components';
import { useEffect } from 'react';
import { idleLoad, ReplayService } from '../../application/replay';
import { useObservable } from '../shared/use-observable';
import { useService } from '../shared/services-context';
import { OpenRecording } from './open-recording';
import { ReplayView } from './replay-view';

const useStyles = makeStyles({
  screen: { display: 'flex', flexDirection: 'column', gap: '16px', padding: '24px', minHeight: '100%', boxSizing: 'border-box' },
});

/** /replay: open a recording, then scrub through it. Leaving the screen drops the recording. */
export const ReplayScreen = (): React.JSX.Element => {
  const styles = useStyles();
  const replay = useService(ReplayService);
  const load = useObservable(replay.load$, idleLoad);
  useEffect(() => () => replay.close(), [replay]);
  return (
    <section className={styles.screen} aria-labelledby="replay-title">
      <Title2 as="h1" id="replay-title">
        Replay
      </Title2>
      {load.phase === 'ready' ? <ReplayView load={load} /> : <OpenRecording load={load} />}
    </section>
  );
};
