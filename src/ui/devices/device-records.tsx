import { Button, Title2 } from '@fluentui/react-components';
import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { ContentCells, ContentFeed, ContentQueries } from '../../application/content';
import type { AdminSort } from '../../domain/admin-kit';
import type { ContentColumn, ListData } from '../../domain/cms';
import { AdminListControls, AdminTable, type AdminColumn } from '../admin-kit';
import { TablePager, useObservable, useService, useQuery } from '../shared';

export interface DeviceRecordsProps {
  readonly listId: number;
  /** The heading; the list's own name when not given. */
  readonly title?: string;
  /** The record editor's path of a record, and of a new one. */
  readonly editPath: (dataId: number) => string;
  readonly newPath: string;
  readonly addLabel: string;
  readonly sort?: AdminSort;
  readonly testId: string;
}

const columnsOf = (fields: readonly ContentColumn[], cells: ContentCells): readonly AdminColumn<ListData>[] => [
  { key: 'id', title: 'Id', flex: '0 0 72px', cell: (record) => record.id },
  ...fields.map((column): AdminColumn<ListData> => ({
    key: column.name,
    title: column.title,
    cell: (record) => cells.text(column.field, record.data[column.name]),
  })),
];

/**
 * A content list of the device area (models, locations, series; spec 3 §2.6): search, the table with the general
 * page sizes (default 25), Add, and its records opening in the record editor under the area's own routes.
 */
export const DeviceRecords = ({
  listId,
  title,
  editPath,
  newPath,
  addLabel,
  sort,
  testId,
}: DeviceRecordsProps): React.JSX.Element => {
  const queries = useService(ContentQueries);
  const feed = useService(ContentFeed);
  const navigate = useNavigate();
  useEffect(() => feed.open(listId), [feed, listId]);
  const table = useMemo(() => queries.table(listId, sort), [queries, listId, sort]);
  const list = useQuery(() => queries.list$(listId), [queries, listId], undefined);
  const privileges = useQuery(() => queries.privileges$(listId), [queries, listId], undefined);
  const fields = useObservable(table.columns$, []);
  const cells = useService(ContentCells);
  const columns = useMemo(() => columnsOf(fields, cells), [fields, cells]);
  const view = useObservable(table.list.view$, undefined);
  const heading = title ?? list?.name ?? `List ${listId}`;
  return (
    <section
      aria-label={heading}
      style={{ display: 'flex', flexDirection: 'column', gap: 12, flex: '1 1 auto', minHeight: 0 }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
        <Title2 as="h1">{heading}</Title2>
        {privileges?.edit && (
          <Button appearance="primary" data-testid={`${testId}-add`} onClick={() => void navigate(newPath)}>
            {addLabel}
          </Button>
        )}
      </div>
      {view && (
        <>
          <AdminListControls
            list={table.list}
            view={view}
            searchHint="Id or any column"
            withState
            testId={testId}
            noun="records"
          />
          <AdminTable
            label={heading}
            list={table.list}
            view={view}
            columns={columns}
            rowKey={(row) => String(row.id)}
            rowLabel={(row) => `record ${row.id}`}
            isArchived={(row) => row.state === 'archived'}
            onOpen={(row) => void navigate(editPath(row.id))}
            testId={testId}
          />
          <TablePager label={`${heading} pages`} view={view} paging={table.list} testIdPrefix={testId} />
        </>
      )}
    </section>
  );
};
