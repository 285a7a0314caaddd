import { ConfirmDialog } from '../shared';

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
  <ConfirmDialog
    open={pending !== undefined}
    prompt={
      pending === 'stop'
        ? {
            question: 'Stop maintenance?',
            details: 'Every console is let in again and blocked consoles reload.',
            confirmLabel: 'Stop maintenance',
          }
        : {
            question: 'Start maintenance?',
            details: `From ${start} to ${end} every console outside the bypass list is blocked and login is disabled.`,
            confirmLabel: 'Start maintenance',
          }
    }
    testId="maintenance"
    onOpenChange={(open) => !open && onCancel()}
    onConfirm={onConfirm}
  />
);
