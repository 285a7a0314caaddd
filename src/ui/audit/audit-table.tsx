import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text } from '@fluentui/react-components';
import type { AuditView } from '../../application/audit';
import type { AuditEntry } from '../../domain/audit';

const outcomeText = (entry: AuditEntry): string => {
  switch (entry.outcome) {
    case 'error': return `error: ${entry.reason ?? 'error'}`;
    case 'timeout': return 'timed out';
    case 'not_sent': return 'not sent';
    default: return entry.outcome;
  }
};

// <details> folds a long payload to its one-line summary and expands it with the keyboard or a click.
const PayloadCell = ({ entry }: { entry: AuditEntry }): React.JSX.Element => (
  <details>
    <summary style={{ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', maxWidth: 360 }}>{entry.summary || '—'}</summary>
    <pre style={{ whiteSpace: 'pre-wrap', maxWidth: 480 }}>{JSON.stringify(entry.payload, null, 2)}</pre>
  </details>
);

/** The current page of commands. */
export const AuditTable = ({ view }: { view: AuditView }): React.JSX.Element =>
  view.rows.length === 0 ? <Text>No commands match.</Text> : (
    <Table aria-label="Command history" size="small" data-testid="audit-table">
      <TableHeader>
        <TableRow>
          {['Time', 'Account', 'Command', 'Target', 'Payload', 'Outcome', 'Latency'].map((title) => <TableHeaderCell key={title}>{title}</TableHeaderCell>)}
        </TableRow>
      </TableHeader>
      <TableBody>
        {view.rows.map((entry) => (
          <TableRow key={entry.id} data-testid="audit-row">
            <TableCell>{new Date(entry.at).toLocaleString()}</TableCell>
            <TableCell data-testid="audit-account">{entry.account}</TableCell>
            <TableCell>{entry.command}</TableCell>
            <TableCell>{entry.target ?? ''}</TableCell>
            <TableCell><PayloadCell entry={entry} /></TableCell>
            <TableCell>{outcomeText(entry)}</TableCell>
            <TableCell>{entry.latencyMs === undefined ? '' : `${entry.latencyMs} ms`}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
