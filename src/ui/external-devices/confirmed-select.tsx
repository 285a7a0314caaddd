import { Select } from '@fluentui/react-components';
import { useState } from 'react';
import { busyIcon, ConfirmDialog, useBusy, type ConfirmPrompt } from '../shared';

export interface ConfirmedSelectProps {
  /** What the device reports now; the select shows it, never the click. */
  readonly value: string | undefined;
  readonly options: readonly { readonly value: string; readonly label: string }[];
  readonly ariaLabel: string;
  /** The dialog is `{testId}-confirmation` with `{testId}-confirm` and `{testId}-cancel`; the select is `testId`. */
  readonly testId: string;
  /** The question for a newly chosen value (the one confirmation, src/ui/shared/confirm-action.tsx). */
  readonly prompt: (chosen: string) => ConfirmPrompt;
  /** The confirmed change; the select is disabled with a spinner until its promise settles. */
  readonly onConfirm: (chosen: string) => unknown;
  /** Said by the spinner while the change is pending. */
  readonly busyLabel: string;
}

/**
 * A device setting that can change what goes on air (a route, a video mode, an audio route): choosing another
 * value asks first, Cancel leaves it as the device reports it, and the select is busy until the device answered
 * (issue 29, docs/protocol.md "On-air actions").
 */
export const ConfirmedSelect = ({
  value,
  options,
  ariaLabel,
  testId,
  prompt,
  onConfirm,
  busyLabel,
}: ConfirmedSelectProps): React.JSX.Element => {
  const [asked, setAsked] = useState<string>();
  const [open, setOpen] = useState(false);
  const { busy, run } = useBusy();
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
      <Select
        aria-label={ariaLabel}
        value={value ?? ''}
        disabled={busy}
        aria-busy={busy || undefined}
        data-busy={busy || undefined}
        data-testid={testId}
        onChange={(_, data) => {
          if (data.value === '' || data.value === value) return;
          setAsked(data.value);
          setOpen(true);
        }}
      >
        {value === undefined && <option value="">Choose…</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
      {busy && busyIcon(busyLabel)}
      <ConfirmDialog
        open={open}
        testId={testId}
        prompt={asked === undefined ? undefined : prompt(asked)}
        onOpenChange={setOpen}
        onConfirm={() => {
          if (asked !== undefined) run(() => onConfirm(asked));
        }}
      />
    </span>
  );
};
