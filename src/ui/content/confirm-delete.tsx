import { Button, Dialog, DialogActions, DialogBody, DialogSurface, DialogTitle } from '@fluentui/react-components';

/** Asks before records or a list are removed: a delete cannot be undone. */
export const ConfirmDelete = ({
  question,
  onAnswer,
}: {
  /** Undefined: closed. */
  question: string | undefined;
  onAnswer: (confirmed: boolean) => void;
}): React.JSX.Element => (
  <Dialog open={question !== undefined} onOpenChange={(_, data) => (data.open ? undefined : onAnswer(false))}>
    <DialogSurface data-testid="content-delete-confirmation">
      <DialogBody>
        <DialogTitle>{question}</DialogTitle>
        <DialogActions>
          <Button data-testid="content-delete-cancel" onClick={() => onAnswer(false)}>
            Cancel
          </Button>
          <Button appearance="primary" data-testid="content-delete-confirm" onClick={() => onAnswer(true)}>
            Delete
          </Button>
        </DialogActions>
      </DialogBody>
    </DialogSurface>
  </Dialog>
);
