import { useEffect, useState } from 'react';
import { EventEditorService, type EventEditorRequest, type EventEditorSession } from '../../application/event-editor';
import { useService } from '../shared';

/** One editor session per opened event (or new event), disposed when the sheet closes or the event changes. */
export const useEditorSession = (request: EventEditorRequest): EventEditorSession | undefined => {
  const service = useService(EventEditorService);
  const [session, setSession] = useState<EventEditorSession>();
  const { uuid, cloneId, group } = request;
  useEffect(() => {
    const opened = service.open({
      ...(uuid ? { uuid } : {}),
      ...(cloneId ? { cloneId } : {}),
      ...(group ? { group } : {}),
    });
    setSession(opened);
    return () => opened.dispose();
  }, [service, uuid, cloneId, group]);
  return session;
};
