import {
  Badge,
  Button,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
  type BadgeProps,
} from '@fluentui/react-components';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ProcessCommands, ProcessesQueries, type ProcessPage, type ProcessRow } from '../../application/processes';
import type { ClipStatus } from '../../domain/clips';
import { useService, useQuery } from '../shared';

const useStyles = makeStyles({
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
  footer: { display: 'flex', justifyContent: 'center', paddingTop: tokens.spacingVerticalS },
});

const statusColour: Readonly<Record<ClipStatus, BadgeProps['color']>> = {
  new: 'informative',
  processing: 'brand',
  error: 'danger',
  ready: 'success',
};

const emptyPage: ProcessPage = { rows: [], hasMore: false, total: 0 };

const ProcessLine = ({ row }: { row: ProcessRow }): React.JSX.Element => {
  const styles = useStyles();
  const commands = useService(ProcessCommands);
  const navigate = useNavigate();
  return (
    <TableRow data-process={row.uuid}>
      <TableCell>
        <Badge appearance="tint" color={statusColour[row.status]}>
          {row.status}
        </Badge>
      </TableCell>
      <TableCell>{row.description}</TableCell>
      <TableCell>{row.createdAt}</TableCell>
      <TableCell>
        <div className={styles.actions}>
          <Button size="small" onClick={() => navigate(row.link)} aria-label={`Open ${row.description}`}>
            Open
          </Button>
          <Button size="small" onClick={() => commands.remove(row.uuid)} aria-label={`Remove ${row.description}`}>
            Remove
          </Button>
        </div>
      </TableCell>
    </TableRow>
  );
};

/** Processes newest first, ten at a time with Show more (spec 1 §2.6). */
export const ProcessTable = (): React.JSX.Element => {
  const styles = useStyles();
  const queries = useService(ProcessesQueries);
  const [pages, setPages] = useState(1);
  // The page shown so far stays up while the longer one is read, so Show more never flashes an empty table.
  const shown = useRef(emptyPage);
  const page = useQuery(() => queries.page(pages), [queries, pages], shown.current);
  shown.current = page;
  if (page.total === 0) return <Text as="p">No processes.</Text>;
  return (
    <>
      <Table size="small" aria-label="Processes">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>Status</TableHeaderCell>
            <TableHeaderCell>Description</TableHeaderCell>
            <TableHeaderCell>Created at</TableHeaderCell>
            <TableHeaderCell>Actions</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {page.rows.map((row) => (
            <ProcessLine key={row.uuid} row={row} />
          ))}
        </TableBody>
      </Table>
      {page.hasMore && (
        <div className={styles.footer}>
          <Button onClick={() => setPages((count) => count + 1)}>Show more</Button>
        </div>
      )}
    </>
  );
};
