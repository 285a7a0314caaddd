import { Button, Dialog, DialogActions, DialogBody, DialogSurface, DialogTitle, DialogTrigger } from '@fluentui/react-components';
import { useState } from 'react';

interface ConfirmStopProps {
  /** The spec's prompt, e.g. 'Stop transcoder?' (spec 1 §8). */
  readonly question: string;
  /** The button that opens the prompt. */
  readonly label: string;
  readonly ariaLabel: string;
  readonly testId: string;
  readonly onConfirm: () => void;
}

/** A stop button that asks first (spec 1 §4 "stopped after confirmation", spec 1 §8 confirmations). */
export const ConfirmStop = ({ question, label, ariaLabel, testId, onConfirm }: ConfirmStopProps): React.JSX.Element => {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={(_, data) => setOpen(data.open)}>
      <DialogTrigger disableButtonEnhancement>
        <Button size="small" appearance="subtle" aria-label={ariaLabel} data-testid={testId}>{label}</Button>
      </DialogTrigger>
      <DialogSurface aria-label={question} data-testid="confirm-stop">
        <DialogBody>
          <DialogTitle>{question}</DialogTitle>
          <DialogActions>
            <DialogTrigger disableButtonEnhancement>
              <Button appearance="secondary" data-testid="confirm-stop-cancel">Cancel</Button>
            </DialogTrigger>
            <Button appearance="primary" data-testid="confirm-stop-ok" onClick={() => { setOpen(false); onConfirm(); }}>Stop</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
};
