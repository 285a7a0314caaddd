import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { ClipsQueries } from '../../application/clips';
import { useService, useObservable } from '../shared';
import { TagDialog, type TagTarget } from './tag-dialog';
import { TagList } from './tag-list';
import { noViewer } from './use-clip-actions';
import { useEventTopics } from './use-event-clips';

const useStyles = makeStyles({
  bar: { display: 'flex', justifyContent: 'flex-end', paddingBottom: tokens.spacingVerticalS },
});

/** The tag list with its dialog; a rec_readonly account only reads it. */
export const EventTagsPanel = ({ eventUuid }: { eventUuid: string }): React.JSX.Element => {
  const styles = useStyles();
  const viewer = useObservable(useService(ClipsQueries).viewer$, noViewer);
  const [target, setTarget] = useState<TagTarget>();
  const editable = !viewer.recReadonly;
  return (
    <section aria-label="Tag list">
      {editable && (
        <div className={styles.bar}>
          <Button appearance="primary" onClick={() => setTarget({ mode: 'create' })}>
            Add tag
          </Button>
        </div>
      )}
      <TagList
        eventUuid={eventUuid}
        {...(editable ? { onEdit: (row) => setTarget({ mode: 'update', tag: row.tag }) } : {})}
      />
      <TagDialog eventUuid={eventUuid} target={target} onClose={() => setTarget(undefined)} />
    </section>
  );
};

/** The event editor's Tags tab (spec 2 §2). */
export const EventTagsTab = ({ eventUuid }: { eventUuid: string }): React.JSX.Element => {
  useEventTopics(eventUuid);
  return <EventTagsPanel eventUuid={eventUuid} />;
};
