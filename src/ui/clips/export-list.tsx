import { Button, Table, TableBody, TableCell, TableRow, Text } from '@fluentui/react-components';
import { ClipCommands, ClipsQueries, type ExportRow } from '../../application/clips';
import { TableHeaderRow, titledColumns } from '../admin-kit';
import { useQuery, useService } from '../shared';
import { ClipStatusBadge } from './clip-status-badge';

const columns = titledColumns(['status', 'Clip title', 'Destination', 'Created', 'Exporter', 'Actions']);

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
      <TableCell>{row.clipTitle}</TableCell>
      <TableCell>{row.destination}</TableCell>
      <TableCell>{row.created}</TableCell>
      <TableCell>{row.exporter}</TableCell>
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
    <Table size="small" aria-label="Exports">
      <TableHeaderRow columns={columns} />
      <TableBody>
        {rows.map((row) => (
          <ExportLine key={row.uuid} eventUuid={eventUuid} row={row} canReExport={canReExport} />
        ))}
      </TableBody>
    </Table>
  );
};
