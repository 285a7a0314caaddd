import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  Tooltip,
} from '@fluentui/react-components';
import { useId, useState, type ReactElement, type ReactNode } from 'react';

/** What the confirmation asks: the spec's question and the facts it names (spec 1 §8). */
export interface StopPrompt {
  /** E.g. 'Stop transcoder?', 'Stop event?'. */
  readonly question: string;
  readonly details?: ReactNode;
  /** The confirming button's text when the action is not a stop (a streamer restart, start or update). */
  readonly confirmLabel?: string;
}

interface DialogProps {
  readonly open: boolean;
  readonly prompt: StopPrompt | undefined;
  /** The prompt is `{testId}-confirmation` with `{testId}-confirm` and `{testId}-cancel`. */
  readonly testId: string;
  readonly onOpenChange: (open: boolean) => void;
  readonly onConfirm: () => void;
  /** The opening button, when the dialog has one (a menu item opens it by `open` instead). */
  readonly trigger?: ReactElement;
}

/** The confirmation itself: the question, its facts, Cancel and Stop. */
export const ConfirmStopDialog = ({
  open,
  prompt,
  testId,
  onOpenChange,
  onConfirm,
  trigger,
}: DialogProps): React.JSX.Element => {
  const detailsId = useId();
  const surface = (
    <DialogSurface
      aria-describedby={prompt?.details === undefined ? undefined : detailsId}
      data-testid={`${testId}-confirmation`}
    >
      <DialogBody>
        <DialogTitle>{prompt?.question}</DialogTitle>
        {prompt?.details !== undefined && <DialogContent id={detailsId}>{prompt.details}</DialogContent>}
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
              // Confirm first: a caller that treats a close as "No" (a pending question) hears the Yes before it.
              onConfirm();
              onOpenChange(false);
            }}
          >
            {prompt?.confirmLabel ?? 'Stop'}
          </Button>
        </DialogActions>
      </DialogBody>
    </DialogSurface>
  );
  return trigger ? (
    <Dialog open={open} onOpenChange={(_, data) => onOpenChange(data.open)}>
      <DialogTrigger disableButtonEnhancement>{trigger}</DialogTrigger>
      {surface}
    </Dialog>
  ) : (
    <Dialog open={open} onOpenChange={(_, data) => onOpenChange(data.open)}>
      {surface}
    </Dialog>
  );
};

/** Keeps the prompt read at opening after closing, so it does not empty while the dialog fades out. */
export const useStopPrompt = (
  prompt: () => StopPrompt | undefined,
): { open: boolean; asked: StopPrompt | undefined; openChange: (opening: boolean) => void } => {
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState<StopPrompt | undefined>(undefined);
  const openChange = (opening: boolean): void => {
    const next = opening ? prompt() : undefined;
    if (next) setAsked(next);
    setOpen(next !== undefined);
  };
  return { open, asked, openChange };
};

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
 * A stop button that asks first (spec 1 §4 "stopped after confirmation", spec 1 §8 confirmations): every action
 * that stops something on air — the event, transcoders, mediaconnects, the router, a pull — on every surface.
 */
export const ConfirmStop = ({
  label,
  ariaLabel,
  testId,
  icon,
  prompt,
  onConfirm,
}: ConfirmStopProps): React.JSX.Element => {
  const { open, asked, openChange } = useStopPrompt(prompt);
  return (
    <ConfirmStopDialog
      open={open}
      prompt={asked}
      testId={testId}
      onOpenChange={openChange}
      onConfirm={onConfirm}
      trigger={
        <Tooltip content={ariaLabel} relationship="description">
          <Button size="small" appearance="subtle" icon={icon} aria-label={ariaLabel} data-testid={testId}>
            {label}
          </Button>
        </Tooltip>
      }
    />
  );
};
