import { makeStyles, MessageBar, MessageBarBody, Spinner, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import type { EventEditorSession, SessionSnapshot } from '../../application/event-editor';
import type { FormState } from '../../application/forms';
import { DynamicForm } from '../forms';
import { useObservable } from '../shared';
import { EventAdminSection } from './event-admin-section';
import { EventConflictBar } from './event-conflict-bar';
import { EventMainSection } from './event-main-section';
import { EventTimesSection } from './event-times-section';
import { ExternalLookupsSection } from './external-lookups-section';
import { SameRecordingSection } from './same-recording-section';

const useStyles = makeStyles({
  tab: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

/** The Event tab (spec 2 §2): channels and times, the destination's event form, lookups and admin fields. */
export const EventTab = ({
  session,
  snapshot,
  overlap,
  unarchive,
}: {
  readonly session: EventEditorSession;
  readonly snapshot: SessionSnapshot;
  /** Unarchive with the overlap consent the sheet holds. */
  readonly unarchive: () => void;
  /** The overlapping-events warning, shown above the channels and times it is about. */
  readonly overlap?: ReactNode;
}): React.JSX.Element => {
  const styles = useStyles();
  const form = useObservable<FormState | undefined>(session.form$, session.form);
  const { draft } = snapshot;
  if (snapshot.status === 'missing') {
    return (
      <MessageBar intent="error" role="alert">
        <MessageBarBody>This event cannot be opened.</MessageBarBody>
      </MessageBar>
    );
  }
  if (!draft) return <Spinner size="small" label="Loading event…" />;
  return (
    <div className={styles.tab}>
      {snapshot.saveMessages.length > 0 && (
        <MessageBar intent="warning" role="alert">
          <MessageBarBody>
            {snapshot.saveMessages.map((message) => (
              <div key={message}>{message}</div>
            ))}
          </MessageBarBody>
        </MessageBar>
      )}
      {snapshot.conflict && <EventConflictBar session={session} snapshot={snapshot} conflict={snapshot.conflict} />}
      {overlap}
      <EventMainSection session={session} snapshot={snapshot} draft={draft} unarchive={unarchive} />
      <EventTimesSection session={session} snapshot={snapshot} draft={draft} />
      {session.request.uuid !== undefined && <SameRecordingSection uuid={session.request.uuid} />}
      {form && <DynamicForm form={form} label="Event form" fileForm="event" />}
      <ExternalLookupsSection session={session} draft={draft} />
      {session.isAdmin && <EventAdminSection session={session} draft={draft} submitted={snapshot.submitted} />}
    </div>
  );
};
