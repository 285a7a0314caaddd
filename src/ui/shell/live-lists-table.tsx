import {
  Caption1,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Subtitle2,
} from '@fluentui/react-components';
import { ConnectionQueries, type LiveListStatus } from '../../application/shell';
import { useObservable, useService } from '../shared';

const none: readonly LiveListStatus[] = [];

/** Each list the login topics keep live, its length and the age of its last update. */
export const LiveListsTable = (): React.JSX.Element => {
  const lists = useObservable(useService(ConnectionQueries).liveLists$, none);
  return (
    <div>
      <Subtitle2 as="h2">Live lists</Subtitle2>
      <Table size="small" aria-label="Live lists" data-testid="live-lists">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>List</TableHeaderCell>
            <TableHeaderCell>Items</TableHeaderCell>
            <TableHeaderCell>Last update</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {lists.map((list) => (
            <TableRow key={list.topic} data-topic={list.topic}>
              <TableCell>{list.label}</TableCell>
              <TableCell data-testid="live-list-count">{list.count}</TableCell>
              <TableCell>
                <Caption1>{list.age === undefined ? 'no update yet' : `${list.age} ago`}</Caption1>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
};
