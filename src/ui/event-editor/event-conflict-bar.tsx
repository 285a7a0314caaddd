import { NEVER } from 'rxjs';
import {
  conflictView,
  type EventConflict,
  type EventEditorSession,
  type SessionSnapshot,
} from '../../application/event-editor';
import { ConflictPanel } from '../editing';
import { useObservable } from '../shared';

/** The Event tab's comparison after a stale save (issue 32 §2): the form's values as typed against theirs. */
export const EventConflictBar = ({
  session,
  snapshot,
  conflict,
}: {
  readonly session: EventEditorSession;
  readonly snapshot: SessionSnapshot;
  readonly conflict: EventConflict;
}): React.JSX.Element => {
  // Follows the event form's values too: a value typed there is "yours" in the comparison at once.
  const form = useObservable(session.form$, session.form);
  useObservable(form?.view$ ?? NEVER, form?.view);
  const view = conflictView(snapshot, conflict, form?.output ?? {}, session.fieldContext);
  return <ConflictPanel view={view} onChoose={(field, side) => session.choose(field, side)} testId="event-conflict" />;
};
