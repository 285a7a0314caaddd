import { Table, TableBody, TableCell, TableRow, Text, tokens } from '@fluentui/react-components';
import { EventsListQueries, type EventsListView } from '../../application/events-list';
import { TableHeaderRow, titledColumns, useService } from '../shared';

const columns = titledColumns(['Title', 'Subtitle', 'Source', 'Destination', 'Kickoff time', 'End time']);

/** The current page of events; a row click (or Enter) opens the editor over the list. */
export const EventsListTable = ({ view }: { view: EventsListView }): React.JSX.Element => {
  const queries = useService(EventsListQueries);
  if (view.rows.length === 0 && view.failed !== undefined)
    return (
      <Text role="alert" data-testid="events-failed">
        {view.failed}
      </Text>
    );
  if (view.rows.length === 0)
    return <Text data-testid="events-empty">{view.loaded ? 'No events match.' : 'Loading events…'}</Text>;
  return (
    <Table aria-label="Events" size="small" data-testid="events-table">
      <TableHeaderRow columns={columns} />
      <TableBody>
        {view.rows.map((row) => (
          <TableRow
            key={row.uuid}
            data-testid="events-row"
            data-uuid={row.uuid}
            tabIndex={0}
            aria-label={`Edit ${row.title || row.uuid}`}
            // An archived event is quieter, still readable (the disabled grey is below 4.5:1 contrast).
            style={{ cursor: 'pointer', ...(row.archived ? { color: tokens.colorNeutralForeground4 } : {}) }}
            onClick={() => queries.openEvent(row.uuid)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') queries.openEvent(row.uuid);
            }}
          >
            <TableCell data-testid="events-title">{row.title}</TableCell>
            <TableCell>{row.subtitle}</TableCell>
            <TableCell>{row.source}</TableCell>
            <TableCell>{row.destination}</TableCell>
            <TableCell data-testid="events-kickoff">{row.kickoff}</TableCell>
            <TableCell>{row.end}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
