import { Button, Title2 } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { Outlet, useNavigate } from 'react-router';
import type { AdminList } from '../../application/admin-kit';
import { TablePager, useObservable } from '../shared';
import { AdminListControls } from './admin-list-controls';
import { AdminTable, type AdminTableProps } from './admin-table';

export interface AdminListScreenProps<Row> extends Omit<AdminTableProps<Row>, 'view' | 'onOpen' | 'label'> {
  readonly title: string;
  /** The area path of the screen (`/settings/accounts`): the list is `{base}/list`, editors `new` and `edit/{id}`. */
  readonly base: string;
  readonly addLabel: string;
  readonly searchHint: string;
  readonly noun: string;
  readonly withState?: boolean;
  readonly filters?: ReactNode;
  readonly rowId: (row: Row) => number | string;
  readonly list: AdminList<Row>;
}

/**
 * A list screen of the admin kit (spec 3 §2): heading and Add, search and filters, the table, rows per page
 * and pages, and the editor sheet of `new` / `edit/{id}` in the Outlet over it.
 */
export const AdminListScreen = <Row,>(props: AdminListScreenProps<Row>): React.JSX.Element => {
  const { title, base, addLabel, list, testId } = props;
  const navigate = useNavigate();
  const view = useObservable(list.view$, undefined);
  const headingId = `${testId}-title`;
  return (
    <section
      aria-labelledby={headingId}
      style={{ display: 'flex', flexDirection: 'column', gap: 12, padding: 16, flex: '1 1 auto', minHeight: 0 }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
        <Title2 id={headingId} as="h1">
          {title}
        </Title2>
        <Button appearance="primary" data-testid={`${testId}-add`} onClick={() => void navigate(`${base}/new`)}>
          {addLabel}
        </Button>
      </div>
      {view && (
        <>
          <AdminListControls
            list={list}
            view={view}
            searchHint={props.searchHint}
            withState={props.withState}
            testId={testId}
            noun={props.noun}
          >
            {props.filters}
          </AdminListControls>
          <AdminTable
            {...props}
            label={title}
            view={view}
            onOpen={(row) => void navigate(`${base}/edit/${props.rowId(row)}`)}
          />
          <TablePager label={`${title} pages`} view={view} paging={list} testIdPrefix={testId} />
        </>
      )}
      <Outlet />
    </section>
  );
};
