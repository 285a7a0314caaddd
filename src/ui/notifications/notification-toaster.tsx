import {
  Toast,
  ToastBody,
  ToastFooter,
  Toaster,
  ToastTitle,
  useId,
  useToastController,
} from '@fluentui/react-components';
import { useEffect, useRef } from 'react';
import { NotificationQueries, type Notice } from '../../application/notifications';
import { useObservable, useService, useToastTop } from '../shared';
import { UndoOfferAction } from '../undo';

const none: readonly Notice[] = [];
const resultTimeoutMs = 6000;

/** The toaster: each command result once, and a still-waiting notice for as long as its command is pending. */
export const NotificationToaster = (): React.JSX.Element => {
  const toasterId = useId('notifications');
  const { dispatchToast, dismissToast } = useToastController(toasterId);
  const notices = useObservable(useService(NotificationQueries).toasts$, none);
  // Below an open sheet's header, so a toast never covers its close button (toast-clearance.tsx).
  const top = useToastTop();
  const dispatched = useRef(new Set<string>());
  const waiting = useRef(new Set<string>());

  // Fluent's toaster is imperative: this hands it what the query says is new, and takes back what ended.
  useEffect(() => {
    for (const notice of notices) {
      if (dispatched.current.has(notice.id)) continue;
      dispatched.current.add(notice.id);
      if (notice.kind === 'waiting') waiting.current.add(notice.id);
      dispatchToast(
        <Toast data-testid="toast">
          <ToastTitle>{notice.title}</ToastTitle>
          {notice.body && <ToastBody>{notice.body}</ToastBody>}
          {notice.offer && (
            <ToastFooter>
              <UndoOfferAction offer={notice.offer} done={() => dismissToast(notice.id)} />
            </ToastFooter>
          )}
        </Toast>,
        {
          toastId: notice.id,
          intent: notice.intent,
          timeout: notice.kind === 'waiting' ? -1 : (notice.offer?.timeoutMs ?? resultTimeoutMs),
          politeness: notice.intent === 'error' ? 'assertive' : 'polite',
        },
      );
    }
    for (const id of waiting.current) {
      if (notices.some((notice) => notice.id === id)) continue;
      waiting.current.delete(id);
      dismissToast(id);
    }
  }, [notices, dispatchToast, dismissToast]);

  return <Toaster toasterId={toasterId} position="top-end" offset={{ vertical: top }} pauseOnHover pauseOnWindowBlur />;
};
