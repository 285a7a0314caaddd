import { Button, Checkbox, Tooltip } from '@fluentui/react-components';
import type { ContentColumn, ListData } from '../../domain/cms';
import type { ContentPrivileges } from '../../domain/accounts';
import type { AdminColumn } from '../admin-kit';
import { ContentCell } from './content-cell';

export interface RecordActions {
  readonly selected: ReadonlySet<number>;
  readonly toggle: (id: number, on: boolean) => void;
  readonly eye: (record: ListData) => void;
  readonly remove: (record: ListData) => void;
  readonly copyJson: (record: ListData) => void;
}

// A click on a control in a row must not also open the record's editor.
const stop = (event: { stopPropagation: () => void }): void => event.stopPropagation();

/** The data table's columns: select, the identifier, the list type's fields, and the row's actions. */
export const recordColumns = (
  fields: readonly ContentColumn[],
  privileges: ContentPrivileges | undefined,
  actions: RecordActions,
): readonly AdminColumn<ListData>[] => {
  const edit = privileges?.edit === true;
  const select: AdminColumn<ListData> = {
    key: 'select',
    title: 'Select',
    sortable: false,
    flex: '0 0 48px',
    cell: (record) => (
      <span onClick={stop} onKeyDown={stop}>
        <Checkbox
          aria-label={`Select record ${record.id}`}
          data-testid="content-record-select"
          checked={actions.selected.has(record.id)}
          onChange={(_, data) => actions.toggle(record.id, data.checked === true)}
        />
      </span>
    ),
  };
  const rowActions: AdminColumn<ListData> = {
    key: 'actions',
    title: 'Actions',
    sortable: false,
    flex: `0 0 ${privileges?.copyJson ? 250 : 170}px`,
    cell: (record) => (
      <span style={{ display: 'flex', gap: 4 }} onClick={stop} onKeyDown={stop}>
        {edit && (
          <Tooltip
            content={record.state === 'archived' ? 'Show (make active)' : 'Hide (archive)'}
            relationship="description"
          >
            <Button size="small" data-testid="content-record-eye" onClick={() => actions.eye(record)}>
              {record.state === 'archived' ? 'Show' : 'Hide'}
            </Button>
          </Tooltip>
        )}
        {edit && (
          <Button size="small" data-testid="content-record-delete" onClick={() => actions.remove(record)}>
            Delete
          </Button>
        )}
        {privileges?.copyJson && (
          <Button size="small" data-testid="content-record-copy-json" onClick={() => actions.copyJson(record)}>
            Copy JSON
          </Button>
        )}
      </span>
    ),
  };
  return [
    ...(edit ? [select] : []),
    { key: 'id', title: 'Id', flex: '0 0 72px', cell: (record) => record.id },
    ...fields.map((column): AdminColumn<ListData> => ({
      key: column.name,
      title: column.title,
      cell: (record) => <ContentCell field={column.field} value={record.data[column.name]} />,
    })),
    // A viewer who may neither edit nor copy gets no empty Actions column.
    ...(edit || privileges?.copyJson ? [rowActions] : []),
  ];
};
