import { makeStyles, MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { ReplayQueries, type ReplayLoad } from '../../application/replay-inspector';
import { useObservable, useService } from '../shared';
import { BadLines } from './bad-lines';
import { EntryDetail } from './entry-detail';
import { EntryList } from './entry-list';
import { JumpAndSlice } from './jump-and-slice';
import { PlaybackControls } from './playback-controls';
import { ReplayStatePanel } from './replay-state-panel';
import { ReplayTimeline } from './replay-timeline';

const useStyles = makeStyles({
  columns: {
    display: 'grid',
    gridTemplateColumns: 'minmax(320px, 1fr) minmax(320px, 1fr)',
    gap: '16px',
    alignItems: 'start',
  },
});

/** A loaded recording: the banner, the timeline and controls, the state at the cursor and the entries. */
export const ReplayView = ({ load }: { load: ReplayLoad }): React.JSX.Element => {
  const styles = useStyles();
  const banner = useObservable(useService(ReplayQueries).banner$, '');
  return (
    <>
      <MessageBar intent="info" layout="multiline">
        <MessageBarBody>
          <MessageBarTitle>Replay mode</MessageBarTitle>
          <span role="status" data-testid="replay-banner">
            {banner}
          </span>
        </MessageBarBody>
      </MessageBar>
      <BadLines lines={load.badLines} />
      <ReplayTimeline />
      <PlaybackControls />
      <JumpAndSlice load={load} />
      <div className={styles.columns}>
        <EntryList />
        <EntryDetail />
      </div>
      <ReplayStatePanel />
    </>
  );
};
