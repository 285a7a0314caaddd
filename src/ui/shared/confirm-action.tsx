import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  Spinner,
  Tooltip,
  type ButtonProps,
} from '@fluentui/react-components';
import { useCallback, useEffect, useId, useRef, useState, type ReactElement, type ReactNode } from 'react';

// The console's one confirmation: every action that can take a programme off air (a stop, a route change) or
// cannot be undone (a delete, maintenance) asks it, and every on-air control stays busy while its push is pending
// (docs/protocol.md "On-air actions"). A view never builds a confirmation dialog of its own.

/** What the confirmation asks: the question and the facts it names (spec 1 §8). */
export interface ConfirmPrompt {
  /** E.g. 'Stop transcoder?', 'Stop event?', 'Change route?', 'Delete session?'. */
  readonly question: string;
  readonly details?: ReactNode;
  /** The confirming button's text, naming the action: 'Stop', 'Change route', 'Delete'. */
  readonly confirmLabel: string;
}

interface DialogProps {
  readonly open: boolean;
  readonly prompt: ConfirmPrompt | undefined;
  /** The prompt is `{testId}-confirmation` with `{testId}-confirm` and `{testId}-cancel`. */
  readonly testId: string;
  readonly onOpenChange: (open: boolean) => void;
  readonly onConfirm: () => void;
  /** The opening button, when the dialog has one (a menu item or a select opens it by `open` instead). */
  readonly trigger?: ReactElement;
}

/** The confirmation itself: the question, its facts, Cancel and the confirming button. */
export const ConfirmDialog = ({
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
            {prompt?.confirmLabel}
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
export const useConfirmPrompt = (
  prompt: () => ConfirmPrompt | undefined,
): { open: boolean; asked: ConfirmPrompt | undefined; openChange: (opening: boolean) => void } => {
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState<ConfirmPrompt | undefined>(undefined);
  const openChange = (opening: boolean): void => {
    const next = opening ? prompt() : undefined;
    if (next) setAsked(next);
    setOpen(next !== undefined);
  };
  return { open, asked, openChange };
};

/**
 * Whether an action's push is still pending, and a runner that marks it so: a second press while busy sends
 * nothing, so a repeated click cannot give a failure toast beside the success of the first.
 */
export const useBusy = (): { busy: boolean; run: (action: () => unknown) => void } => {
  const [busy, setBusy] = useState(false);
  const pending = useRef(false);
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );
  const run = useCallback((action: () => unknown): void => {
    if (pending.current) return;
    const result = action();
    if (!(result instanceof Promise)) return;
    pending.current = true;
    setBusy(true);
    const settle = (): void => {
      pending.current = false;
      if (mounted.current) setBusy(false);
    };
    result.then(settle, settle);
  }, []);
  return { busy, run };
};

/** The spinner a busy control shows in place of its icon. */
export const busyIcon = (label: string): ReactElement => <Spinner size="extra-tiny" aria-label={label} />;

export interface BusyButtonProps {
  /** The action; while the promise it returns is pending the button is disabled and spins. */
  readonly onAct: () => unknown;
  /** Said by the spinner while pending, e.g. 'Starting'. */
  readonly busyLabel?: string;
  readonly children: ReactNode;
  readonly size?: ButtonProps['size'];
  readonly appearance?: ButtonProps['appearance'];
  readonly icon?: ReactElement;
  readonly disabled?: boolean;
  /** Disabled but focusable, so the reason it names (aria-describedby) is read. */
  readonly disabledFocusable?: boolean;
  readonly type?: 'button' | 'submit';
  readonly 'aria-label'?: string;
  readonly 'aria-describedby'?: string;
  readonly 'data-testid'?: string;
}

/** An on-air action that needs no question (a start): busy while its push is pending. */
export const BusyButton = ({
  onAct,
  busyLabel = 'Sending',
  icon,
  disabled = false,
  ...rest
}: BusyButtonProps): React.JSX.Element => {
  const { busy, run } = useBusy();
  return (
    <Button
      {...rest}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      data-busy={busy || undefined}
      icon={busy ? busyIcon(busyLabel) : icon}
      onClick={() => run(onAct)}
    />
  );
};

export interface ConfirmActionProps {
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
  readonly prompt: () => ConfirmPrompt | undefined;
  /** The confirmed action; while the promise it returns is pending the button is disabled and spins. */
  readonly onConfirm: () => unknown;
  readonly appearance?: ButtonProps['appearance'];
  /** Small in tables and cards (the default); medium beside a sheet's Save. */
  readonly size?: ButtonProps['size'];
  readonly disabled?: boolean;
  /** Said by the spinner while pending, e.g. 'Stopping'. */
  readonly busyLabel?: string;
}

/**
 * A button that asks first (spec 1 §4 "stopped after confirmation", spec 1 §8 confirmations): every action that
 * stops something on air — the event, transcoders, mediaconnects, the router, a pull, a streamer — on every
 * surface; busy while the confirmed push is pending.
 */
export const ConfirmAction = ({
  label,
  ariaLabel,
  testId,
  icon,
  prompt,
  onConfirm,
  appearance = 'subtle',
  size = 'small',
  disabled = false,
  busyLabel = 'Sending',
}: ConfirmActionProps): React.JSX.Element => {
  const { open, asked, openChange } = useConfirmPrompt(prompt);
  const { busy, run } = useBusy();
  return (
    <ConfirmDialog
      open={open}
      prompt={asked}
      testId={testId}
      onOpenChange={openChange}
      onConfirm={() => run(onConfirm)}
      trigger={
        <Tooltip content={ariaLabel} relationship="description">
          <Button
            size={size}
            appearance={appearance}
            icon={busy ? busyIcon(busyLabel) : icon}
            aria-label={ariaLabel}
            aria-busy={busy || undefined}
            data-busy={busy || undefined}
            disabled={disabled || busy}
            data-testid={testId}
          >
            {label}
          </Button>
        </Tooltip>
      }
    />
  );
};
