import { MessageBar, MessageBarBody, Text } from '@fluentui/react-components';
import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { ContentCommands, ContentFeed, ContentQueries } from '../../application/content';
import { AdminListControls, AdminTable } from '../admin-kit';
import { TablePager, useObservable, useService, useQuery } from '../shared';
import { BulkBar } from './bulk-bar';
import { ConfirmDelete } from './confirm-delete';
import { ContentToolbar } from './content-toolbar';
import { recordColumns } from './record-columns';
import { useRecordActions } from './use-record-actions';

/** The chosen list's records (spec 3 §2.4): toolbar, bulk bar, search and state, the table and its pages. */
export const ContentDataScreen = ({
  listId,
  base = `/content/list/${listId}`,
  recordsOnly = false,
}: {
  listId: number;
  /** The toolbar keeps only the record actions (the list editor and imports live under /content). */
  recordsOnly?: boolean;
  /** Where the list's routes live: /content/list/{id}, or another area's (the billing contracts and customers). */
  base?: string;
}): React.JSX.Element => {
  const queries = useService(ContentQueries);
  const commands = useService(ContentCommands);
  const feed = useService(ContentFeed);
  const navigate = useNavigate();
  useEffect(() => feed.open(listId), [feed, listId]);
  const table = useMemo(() => queries.table(listId), [queries, listId]);
  const list = useQuery(() => queries.list$(listId), [queries, listId], undefined);
  const listType = useQuery(() => queries.listType$(listId), [queries, listId], undefined);
  const privileges = useQuery(() => queries.privileges$(listId), [queries, listId], undefined);
  const columns = useObservable(table.columns$, []);
  const view = useObservable(table.list.view$, undefined);
  const actions = useRecordActions(listId, listType?.fields ?? []);
  const records = useQuery(() => queries.records$(listId), [queries, listId], undefined);

  const tableColumns = useMemo(
    () =>
      recordColumns(columns, privileges, {
        selected: actions.selected,
        toggle: (id, on) => actions.select([id], on),
        eye: actions.eye,
        remove: (record) => actions.askDeleteRecord(record),
        copyJson: (record) => void navigator.clipboard?.writeText(JSON.stringify(record, null, 2)),
      }),
    // The actions' functions are new each render; what they read is the selection and the list type's fields
    // (the eye leaves file values out by them), so those rebuild the columns.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [columns, privileges, actions.selected, listType],
  );

  const selectedRecords = [...actions.selected].flatMap((id) => {
    const record = records?.[id];
    return record ? [record] : [];
  });
  const pageRows = view?.rows ?? [];
  return (
    <section
      aria-labelledby="content-list-title"
      style={{ display: 'flex', flexDirection: 'column', gap: 12, padding: 16, flex: '1 1 auto', minHeight: 0 }}
    >
      <ContentToolbar
        base={base}
        recordsOnly={recordsOnly}
        name={list?.name ?? `List ${listId}`}
        privileges={privileges}
        onNotify={() => void commands.notify(listId)}
      />
      {privileges?.edit && (
        <BulkBar
          count={actions.selected.size}
          allOnPage={pageRows.length > 0 && pageRows.every((row) => actions.selected.has(row.id))}
          busy={actions.busy}
          onAllOnPage={(on) =>
            actions.select(
              pageRows.map((row) => row.id),
              on,
            )
          }
          onHide={() => void actions.bulkState(selectedRecords, 'archived')}
          onShow={() => void actions.bulkState(selectedRecords, 'active')}
          onDelete={() => actions.askDelete([...actions.selected])}
        />
      )}
      {actions.report && (
        <MessageBar intent={actions.report.intent} data-testid="content-bulk-report">
          <MessageBarBody>{actions.report.text}</MessageBarBody>
        </MessageBar>
      )}
      {view && (
        <>
          <AdminListControls
            list={table.list}
            view={view}
            searchHint="Id or any column"
            withState
            testId="content-records"
            noun="records"
          />
          <AdminTable
            label={list?.name ?? 'Records'}
            list={table.list}
            view={view}
            columns={tableColumns}
            rowKey={(row) => String(row.id)}
            rowLabel={(row) => `record ${row.id}`}
            isArchived={(row) => row.state === 'archived'}
            onOpen={(row) => void navigate(`${base}/data/edit/${row.id}`)}
            testId="content-records"
          />
          <TablePager label="Record pages" view={view} paging={table.list} testIdPrefix="content-records" />
        </>
      )}
      {!listType && list && <Text>This list's type is not known to this console.</Text>}
      <ConfirmDelete
        question={
          actions.pendingDelete === undefined
            ? undefined
            : actions.pendingDelete.length === 1
              ? `Delete record ${actions.pendingDelete[0]}?`
              : `Delete ${actions.pendingDelete.length} records?`
        }
        onAnswer={(confirmed) => void actions.confirmDelete(confirmed)}
      />
    </section>
  );
};
