import { Button, TableCell, TableRow, Text } from '@fluentui/react-components';
import { ClipCommands, ClipsQueries, type ExportRow } from '../../application/clips';
import { FittedTable, TruncatedText, useQuery, useService, type FittedColumn } from '../shared';
import { ClipStatusBadge } from './clip-status-badge';

/** A status badge, a date and a button are shown whole; the names share the rest. */
const columns: readonly FittedColumn[] = [
  { title: 'status', width: 88 },
  { title: 'Clip title', least: 160 },
  { title: 'Destination', least: 120 },
  { title: 'Created', width: 132 },
  { title: 'Exporter', least: 140 },
  { title: 'Actions', width: 104 }, // Re-export
];

const ExportLine = ({
  eventUuid,
  row,
  canReExport,
}: {
  eventUuid: string;
  row: ExportRow;
  canReExport: boolean;
}): React.JSX.Element => {
  const commands = useService(ClipCommands);
  return (
    <TableRow data-export={row.uuid} data-status={row.status}>
      <TableCell>
        <ClipStatusBadge status={row.status} />
      </TableCell>
      <TableCell>
        <TruncatedText text={row.clipTitle} />
      </TableCell>
      <TableCell>
        <TruncatedText text={row.destination} />
      </TableCell>
      <TableCell>{row.created}</TableCell>
      <TableCell>
        <TruncatedText text={row.exporter} />
      </TableCell>
      <TableCell>
        {canReExport && (
          <Button
            size="small"
            onClick={() => void commands.reExport(eventUuid, row.uuid)}
            aria-label={`Re-export ${row.clipTitle}`}
          >
            Re-export
          </Button>
        )}
      </TableCell>
    </TableRow>
  );
};

/** The export list (spec 2 §2, §6): the last 7 days; non-admins see their own; admins may re-export. */
export const ExportList = ({
  eventUuid,
  canReExport,
}: {
  eventUuid: string;
  canReExport: boolean;
}): React.JSX.Element => {
  const queries = useService(ClipsQueries);
  const rows = useQuery(() => queries.exports$(eventUuid), [queries, eventUuid], []);
  if (rows.length === 0) return <Text as="p">No exports in the last 7 days.</Text>;
  return (
    <FittedTable label="Exports" columns={columns}>
      {rows.map((row) => (
        <ExportLine key={row.uuid} eventUuid={eventUuid} row={row} canReExport={canReExport} />
      ))}
    </FittedTable>
  );
};
