import { Text } from '@fluentui/react-components';
import { ClipsQueries } from '../../application/clips';
import { FittedTable, useQuery, useService, type FittedColumn } from '../shared';
import { ClipRow, type ClipRowActions } from './clip-row';

/** What each column needs: a status badge, a date, three times, a quality line; Title and Creator share the rest. */
const columns: readonly FittedColumn[] = [
  { title: 'status', width: 88 }, // the widest badge, 'processing'
  { title: 'Title', least: 160 },
  { title: 'Type', width: 112 },
  { title: 'Created', width: 132 }, // DD.MM.YYYY HH:mm
  { title: 'Start time', width: 84 },
  { title: 'End Time', width: 84 },
  { title: 'Duration', width: 84 },
  { title: 'Creator', least: 140 },
  { title: 'Actions', width: 188 }, // '1080p: processing' with Play and Download; Edit and Export
];

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
  const queries = useService(ClipsQueries);
  const keys = useQuery(() => queries.groupKeys$(eventUuid, tab), [queries, eventUuid, tab], []);
  if (keys.length === 0) return <Text as="p">No clips.</Text>;
  return (
    <FittedTable label="Clips" columns={columns}>
      {keys.map((key) => (
        <ClipRow key={key} eventUuid={eventUuid} groupKey={key} actions={actions} />
      ))}
    </FittedTable>
  );
};
