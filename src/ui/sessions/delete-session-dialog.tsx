import { SessionsCommands, type SessionRow } from '../../application/sessions';
import { ConfirmDialog, useService } from '../shared';

/** Deleting a session is confirmed: it signs that browser out (this one too, when it is the current session). */
export const DeleteSessionDialog = ({
  session,
  onClose,
}: {
  session: SessionRow | undefined;
  onClose: () => void;
}): React.JSX.Element => {
  const commands = useService(SessionsCommands);
  return (
    <ConfirmDialog
      open={session !== undefined}
      prompt={{
        question: 'Delete session?',
        details: session?.current
          ? 'This is the session of this browser: deleting it signs you out here.'
          : `The browser of session ${session?.id ?? ''} (${session?.ip ?? ''}) will be signed out.`,
        confirmLabel: 'Delete session',
      }}
      testId="session-delete"
      onOpenChange={(open) => !open && onClose()}
      onConfirm={() => {
        if (session) void commands.delete(session.id);
      }}
    />
  );
};
