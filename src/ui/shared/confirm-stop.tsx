import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
} from '@fluentui/react-components';
import { useId, useState, type ReactElement, type ReactNode } from 'react';

/** What the confirmation asks: the spec's question and, for an event, the facts it names (spec 1 §8). */
export interface StopPrompt {
  /** E.g. 'Stop transcoder?', 'Stop event?'. */
  readonly question: string;
  readonly details?: ReactNode;
}

export interface ConfirmStopProps {
  /** The text of the button that opens the prompt. */
  readonly label: string;
  readonly ariaLabel: string;
  /**
   * The opening button's test id; the prompt is `{testId}-confirmation` with `{testId}-confirm` and
   * `{testId}-cancel`, so two prompts on one page (an event's and its tiles') stay apart.
   */
  readonly testId: string;
  readonly icon?: ReactElement;
  /** Read when the button is pressed, so the prompt shows that moment's facts; undefined opens nothing. */
  readonly prompt: () => StopPrompt | undefined;
  readonly onConfirm: () => void;
}

/**
 * A stop button that asks first (spec 1 §4 "stopped after confirmation", spec 1 §8 confirmations): the
 * dashboard's event stop and the channel tiles' transcoder and mediaconnect stops.
 */
export const ConfirmStop = ({
  label,
  ariaLabel,
  testId,
  icon,
  prompt,
  onConfirm,
}: ConfirmStopProps): React.JSX.Element => {
  const [open, setOpen] = useState(false);
  // Kept after closing, so the prompt does not empty while it fades out.
  const [asked, setAsked] = useState<StopPrompt | undefined>(undefined);
  const detailsId = useId();
  const openChange = (opening: boolean): void => {
    const next = opening ? prompt() : undefined;
    if (next) setAsked(next);
    setOpen(next !== undefined);
  };
  return (
    <Dialog open={open} onOpenChange={(_, data) => openChange(data.open)}>
      <DialogTrigger disableButtonEnhancement>
        <Button size="small" appearance="subtle" icon={icon} aria-label={ariaLabel} data-testid={testId}>
          {label}
        </Button>
      </DialogTrigger>
      <DialogSurface
        aria-describedby={asked?.details === undefined ? undefined : detailsId}
        data-testid={`${testId}-confirmation`}
      >
        <DialogBody>
          <DialogTitle>{asked?.question}</DialogTitle>
          {asked?.details !== undefined && <DialogContent id={detailsId}>{asked.details}</DialogContent>}
          <DialogActions>
            <DialogTrigger disableButtonEnhancement>
              <Button appearance="secondary" data-testid={`${testId}-cancel`}>
                Cancel
              </Button>
            </DialogTrigger>
            <Button
              appearance="primary"
              data-testid={`${testId}-confirm`}
              onClick={() => {
                setOpen(false);
                onConfirm();
              }}
            >
              Stop
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
};
