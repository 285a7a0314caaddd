import { makeStyles, TableCell, TableRow, tokens } from '@fluentui/react-components';
import { memo } from 'react';
import { formatMoment } from '../../application/shell';
import type { AuditEntry } from '../../domain/audit';

/** The table's columns; header and rows share the flex shares so their cells line up without a native table. */
export const auditColumns = [
  { title: 'Time', flex: '1.3 1 0px' },
  { title: 'Account', flex: '1.4 1 0px' },
  { title: 'Command', flex: '1.2 1 0px' },
  { title: 'Target', flex: '1 1 0px' },
  { title: 'Payload', flex: '2.2 1 0px' },
  { title: 'Outcome', flex: '1 1 0px' },
  { title: 'Latency', flex: '0.7 1 0px' },
] as const;

const useStyles = makeStyles({
  // Cells start at the top, so an opened payload grows its row downwards and the other cells stay readable.
  row: { alignItems: 'flex-start', overflowWrap: 'anywhere' },
  details: { minWidth: 0, width: '100%', paddingTop: tokens.spacingVerticalS, paddingBottom: tokens.spacingVerticalS },
  // Not TruncatedText: the cut summary is the <details>' own toggle, and a click opens the whole payload under it.
  // eslint-disable-next-line no-restricted-syntax -- a disclosure's summary line, not a text to hover
  summary: { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', cursor: 'pointer' },
  pre: { whiteSpace: 'pre-wrap', margin: `${tokens.spacingVerticalXS} 0 0`, fontFamily: tokens.fontFamilyMonospace },
});

const outcomeText = (entry: AuditEntry): string => {
  switch (entry.outcome) {
    case 'error':
      return `error: ${entry.reason ?? 'error'}`;
    case 'timeout':
      return 'timed out';
    case 'not_sent':
      return 'not sent';
    default:
      return entry.outcome;
  }
};

/**
 * <details> folds a long payload to its one-line summary and expands it with the keyboard or a click. Which
 * rows are open is kept in `opened` (owned by the table), so a row scrolled out of the window and back in
 * comes back as the auditor left it.
 */
const PayloadCell = ({ entry, opened }: { entry: AuditEntry; opened: Set<string> }): React.JSX.Element => {
  const styles = useStyles();
  return (
    <details
      className={styles.details}
      open={opened.has(entry.id)}
      onToggle={(event) => {
        if (event.currentTarget.open) opened.add(entry.id);
        else opened.delete(entry.id);
      }}
    >
      <summary className={styles.summary}>{entry.summary || '—'}</summary>
      <pre className={styles.pre}>{JSON.stringify(entry.payload, null, 2)}</pre>
    </details>
  );
};

export interface AuditRowProps {
  readonly entry: AuditEntry;
  /** Zero-based place in the page; the header is row 1 for screen readers. */
  readonly index: number;
  readonly opened: Set<string>;
}

/** One command of the page, as a Fluent table row (div-based, inside the windowed row group). */
export const AuditRow = memo(({ entry, index, opened }: AuditRowProps): React.JSX.Element => {
  const styles = useStyles();
  const texts = [
    // DD.MM.YYYY HH:mm:ss in the browser's zone, whatever its locale's order (spec 1 §9).
    formatMoment(entry.at),
    entry.account,
    entry.command,
    entry.target ?? '',
    undefined,
    outcomeText(entry),
    entry.latencyMs === undefined ? '' : `${entry.latencyMs} ms`,
  ];
  return (
    <TableRow className={styles.row} aria-rowindex={index + 2} data-testid="audit-row">
      {auditColumns.map(({ title, flex }, column) => (
        <TableCell key={title} style={{ flex }} data-testid={title === 'Account' ? 'audit-account' : undefined}>
          {title === 'Payload' ? <PayloadCell entry={entry} opened={opened} /> : texts[column]}
        </TableCell>
      ))}
    </TableRow>
  );
});
AuditRow.displayName = 'AuditRow';
