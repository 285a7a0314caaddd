import { Caption1, makeStyles, MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import type { BadLine } from '../../application/replay-inspector';

const shown = 100;

const useStyles = makeStyles({
  list: { margin: 0, paddingLeft: '20px', maxHeight: '160px', overflowY: 'auto', fontFamily: 'monospace' },
});

/** The lines the reader skipped, with their line numbers. */
export const BadLines = ({ lines }: { lines: readonly BadLine[] }): React.JSX.Element | null => {
  const styles = useStyles();
  if (lines.length === 0) return null;
  return (
    <MessageBar intent="warning" layout="multiline" data-testid="bad-lines">
      <MessageBarBody>
        <MessageBarTitle>
          {lines.length} bad {lines.length === 1 ? 'line' : 'lines'} skipped
        </MessageBarTitle>
        <ul className={styles.list} aria-label="Bad lines">
          {lines.slice(0, shown).map((bad) => (
            <li key={bad.line}>
              Line {bad.line}: {bad.message}
            </li>
          ))}
        </ul>
        {lines.length > shown && <Caption1>… and {lines.length - shown} more</Caption1>}
      </MessageBarBody>
    </MessageBar>
  );
};
