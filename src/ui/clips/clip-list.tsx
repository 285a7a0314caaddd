import { Table, TableBody, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ClipsQueries } from '../../application/clips';
import { TableHeaderRow, titledColumns } from '../admin-kit';
import { useQuery, useService } from '../shared';
import { ClipRow, type ClipRowActions } from './clip-row';

const useStyles = makeStyles({
  // Too narrow a pane scrolls the list sideways instead of pressing columns on top of each other.
  scroller: { overflowX: 'auto', maxWidth: '100%' },
  // Columns take the width their content needs (Fluent's default is nine equal columns).
  table: {
    tableLayout: 'auto',
    minWidth: '600px',
    '& th, & td': { paddingLeft: tokens.spacingHorizontalSNudge, paddingRight: tokens.spacingHorizontalSNudge },
  },
});

const columns = titledColumns([
  'status',
  'Title',
  'Type',
  'Created',
  'Start time',
  'End Time',
  'Duration',
  'Creator',
  'Actions',
]);

/** The clip list (spec 2 §2): one row per cut, newest first; rows read their own slice. */
export const ClipList = ({
  eventUuid,
  tab,
  actions,
}: {
  eventUuid: string;
  tab: 'my_clips' | 'all_clips';
  actions: ClipRowActions;
}): React.JSX.Element => {
  const styles = useStyles();
  const queries = useService(ClipsQueries);
  const keys = useQuery(() => queries.groupKeys$(eventUuid, tab), [queries, eventUuid, tab], []);
  if (keys.length === 0) return <Text as="p">No clips.</Text>;
  return (
    <div className={styles.scroller}>
      <Table size="small" aria-label="Clips" className={styles.table}>
        <TableHeaderRow columns={columns} />
        <TableBody>
          {keys.map((key) => (
            <ClipRow key={key} eventUuid={eventUuid} groupKey={key} actions={actions} />
          ))}
        </TableBody>
      </Table>
    </div>
  );
};
