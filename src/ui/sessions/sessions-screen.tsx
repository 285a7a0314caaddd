import {
  Badge,
  Body1,
  Button,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Title2,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { SessionsQueries, type SessionRow } from '../../application/sessions';
import { useObservable, useService } from '../shared';
import { DeleteSessionDialog } from './delete-session-dialog';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalXL,
    overflowY: 'auto',
    // The flex gap spaces the page; headings and paragraphs keep no margins of their own.
    '& > h1, & > p': { margin: 0 },
  },
  agent: { wordBreak: 'break-word', color: tokens.colorNeutralForeground2 },
  current: { backgroundColor: tokens.colorBrandBackground2 },
});

/** /settings/sessions (spec 3 §2.2, §3 Session, §8): the own sessions, the current one marked, each deletable. */
export const SessionsScreen = (): React.JSX.Element => {
  const styles = useStyles();
  const rows = useObservable(useService(SessionsQueries).rows$, []);
  const [deleting, setDeleting] = useState<SessionRow | undefined>(undefined);
  return (
    <section className={styles.page} aria-labelledby="sessions-title">
      <Title2 as="h1" id="sessions-title">
        Sessions
      </Title2>
      <Body1 as="p">Where your account is signed in. Deleting a session signs that browser out.</Body1>
      <Table aria-labelledby="sessions-title" data-testid="sessions-table" size="small">
        <TableHeader>
          <TableRow>
            <TableHeaderCell style={{ width: 110 }}>Session</TableHeaderCell>
            <TableHeaderCell style={{ width: 140 }}>IP</TableHeaderCell>
            <TableHeaderCell>User agent</TableHeaderCell>
            <TableHeaderCell style={{ width: 150 }}>Signed in</TableHeaderCell>
            <TableHeaderCell style={{ width: 150 }}>Online</TableHeaderCell>
            <TableHeaderCell style={{ width: 100 }}>Actions</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} className={row.current ? styles.current : undefined} data-session-id={row.id}>
              <TableCell>
                {row.id}{' '}
                {row.current && (
                  <Badge appearance="filled" color="brand" data-testid="current-session">
                    This browser
                  </Badge>
                )}
              </TableCell>
              <TableCell>{row.ip}</TableCell>
              <TableCell className={styles.agent}>{row.userAgent}</TableCell>
              <TableCell>{row.startedAt}</TableCell>
              <TableCell>{row.onlineAt}</TableCell>
              <TableCell>
                <Button size="small" onClick={() => setDeleting(row)} aria-label={`Delete session ${row.id}`}>
                  Delete
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {rows.length === 0 && <Body1 role="status">No sessions yet.</Body1>}
      <DeleteSessionDialog session={deleting} onClose={() => setDeleting(undefined)} />
    </section>
  );
};
