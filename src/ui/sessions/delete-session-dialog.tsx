import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import { SessionsCommands, type SessionRow } from '../../application/sessions';
import { useService } from '../shared';

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
    <Dialog open={session !== undefined} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Delete session?</DialogTitle>
          <DialogContent>
            {session?.current
              ? 'This is the session of this browser: deleting it signs you out here.'
              : `The browser of session ${session?.id ?? ''} (${session?.ip ?? ''}) will be signed out.`}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Cancel</Button>
            <Button
              appearance="primary"
              onClick={() => {
                if (session) void commands.delete(session.id);
                onClose();
              }}
            >
              Delete session
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
};
