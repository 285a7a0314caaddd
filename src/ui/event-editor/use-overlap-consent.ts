import { useState } from 'react';
import { EventEditorQueries, type EventEditorSession, type OverlapWarning } from '../../application/event-editor';
import { useService, useQuery } from '../shared';

const none: readonly OverlapWarning[] = [];

/**
 * The editor's overlapping events and whether the operator chose to go on with them. The consent belongs to
 * the overlaps it was given for: when they change (another time, another destination), it is asked again.
 */
export const useOverlapConsent = (
  session: EventEditorSession,
): {
  readonly overlaps: readonly OverlapWarning[];
  readonly accepted: boolean;
  readonly blocks: boolean;
  readonly accept: (accepted: boolean) => void;
} => {
  const queries = useService(EventEditorQueries);
  const overlaps = useQuery(() => queries.overlaps$(session.snapshot$), [queries, session], none);
  const key = overlaps.map((overlap) => overlap.text).join('\n');
  const [acceptedFor, setAcceptedFor] = useState<string | undefined>(undefined);
  const accepted = overlaps.length > 0 && acceptedFor === key;
  return {
    overlaps,
    accepted,
    blocks: overlaps.length > 0 && !accepted,
    accept: (yes) => setAcceptedFor(yes ? key : undefined),
  };
};
