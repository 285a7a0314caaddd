import { ConfirmDialog } from '../shared';

/** Asks before records or a list are removed: a delete cannot be undone. */
export const ConfirmDelete = ({
  question,
  onAnswer,
}: {
  /** Undefined: closed. */
  question: string | undefined;
  onAnswer: (confirmed: boolean) => void;
}): React.JSX.Element => (
  <ConfirmDialog
    open={question !== undefined}
    prompt={question === undefined ? undefined : { question, confirmLabel: 'Delete' }}
    testId="content-delete"
    onOpenChange={(open) => (open ? undefined : onAnswer(false))}
    onConfirm={() => onAnswer(true)}
  />
);
