import { Button, Table, TableBody, TableCell, TableRow, Text, tokens } from '@fluentui/react-components';
import { ClipsQueries, type TagRow } from '../../application/clips';
import { TableHeaderRow, titledColumns, useQuery, useService } from '../shared';

const columns = titledColumns(['Stream time', 'Title', 'Time', 'Actions']);

/** The tag list (spec 2 §2): Stream time, Title, Time, and an Edit button; archived tags dimmed. */
export const TagList = ({
  eventUuid,
  onEdit,
}: {
  eventUuid: string;
  onEdit?: (row: TagRow) => void;
}): React.JSX.Element => {
  const queries = useService(ClipsQueries);
  const rows = useQuery(() => queries.tags$(eventUuid), [queries, eventUuid], []);
  if (rows.length === 0) return <Text as="p">No tags.</Text>;
  return (
    <Table size="small" aria-label="Tags">
      <TableHeaderRow columns={columns} />
      <TableBody>
        {rows.map((row) => (
          <TableRow
            key={row.uuid}
            data-tag={row.uuid}
            data-active={row.active}
            // An archived tag is quieter, still readable: opacity would take its text below 4.5:1 contrast.
            style={row.active ? undefined : { color: tokens.colorNeutralForeground4 }}
          >
            <TableCell>{row.streamTime}</TableCell>
            <TableCell>{row.title}</TableCell>
            <TableCell>{row.time}</TableCell>
            <TableCell>
              {onEdit && (
                <Button size="small" onClick={() => onEdit(row)} aria-label={`Edit tag ${row.title}`}>
                  Edit
                </Button>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
