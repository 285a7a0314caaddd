import { makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { ClipCutter } from './clip-cutter';
import { ClipList } from './clip-list';
import { useClipActions } from './use-clip-actions';
import { useEventTopics } from './use-event-clips';

const useStyles = makeStyles({
  layout: {
    display: 'grid',
    gridTemplateColumns: 'minmax(280px, 1fr) 2fr',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
  },
  list: { overflowX: 'auto' },
});

/** The event editor's Schedule tab (spec 2 §2): the video editor, one third wide, next to the clip list. */
export const EventScheduleTab = ({ eventUuid }: { eventUuid: string }): React.JSX.Element => {
  useEventTopics(eventUuid);
  const styles = useStyles();
  const [requested, setRequested] = useState<readonly string[]>([]);
  const host = useClipActions(setRequested);
  return (
    <div className={styles.layout}>
      <section aria-label="Video on demand">
        <ClipCutter eventUuid={eventUuid} host={host} requested={requested} onOpened={() => setRequested([])} />
      </section>
      <div className={styles.list}>
        <ClipList eventUuid={eventUuid} tab="all_clips" actions={host.actions} />
      </div>
      {host.dialogs}
    </div>
  );
};
