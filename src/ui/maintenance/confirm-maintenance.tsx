import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';

/** "Starting or stopping maintenance asks for confirmation" (spec 3 §5). */
export const ConfirmMaintenance = ({
  pending,
  start,
  end,
  onConfirm,
  onCancel,
}: {
  pending: 'start' | 'stop' | undefined;
  start: string;
  end: string;
  onConfirm: () => void;
  onCancel: () => void;
}): React.JSX.Element => (
  <Dialog open={pending !== undefined} onOpenChange={(_, data) => !data.open && onCancel()}>
    <DialogSurface>
      <DialogBody>
        <DialogTitle>{pending === 'stop' ? 'Stop maintenance?' : 'Start maintenance?'}</DialogTitle>
        <DialogContent>
          {pending === 'stop'
            ? 'Every console is let in again and blocked consoles reload.'
            : `From ${start} to ${end} every console outside the bypass list is blocked and login is disabled.`}
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>Cancel</Button>
          <Button appearance="primary" onClick={onConfirm}>
            {pending === 'stop' ? 'Stop maintenance' : 'Start maintenance'}
          </Button>
        </DialogActions>
      </DialogBody>
    </DialogSurface>
  </Dialog>
);
