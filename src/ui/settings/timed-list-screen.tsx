import { SettingsAreaQueries } from '../../application/settings';
import type { TimedRow } from '../../domain/settings';
import { AdminListScreen, type AdminColumn } from '../admin-kit';
import { useService } from '../shared';
import { SettingsTabGuard } from './settings-tab-guard';

const columns: readonly AdminColumn<TimedRow>[] = [
  { key: 'name', title: 'Name', cell: (row) => row.name, flex: '2 1 0px' },
  { key: 'created', title: 'Created at', cell: (row) => row.created },
  { key: 'updated', title: 'Updated at', cell: (row) => row.updated },
];

const shared = {
  columns,
  searchHint: 'Name',
  rowKey: (row: TimedRow) => String(row.id),
  rowId: (row: TimedRow) => row.id,
  rowLabel: (row: TimedRow) => row.name,
};

/** /settings/list_types (spec 3 §2.2): Name, Created at, Updated at; search by name. */
export const ListTypesScreen = (): React.JSX.Element => (
  <SettingsTabGuard tab="list_types">
    <AdminListScreen
      {...shared}
      title="List types"
      base="/settings/list_types"
      addLabel="Add list type"
      noun="list types"
      list={useService(SettingsAreaQueries).listTypes}
      testId="list-types"
    />
  </SettingsTabGuard>
);

/** /settings/running_orders (spec 3 §2.2): the same columns as list types. */
export const RunningOrdersScreen = (): React.JSX.Element => (
  <SettingsTabGuard tab="running_orders">
    <AdminListScreen
      {...shared}
      title="Running orders"
      base="/settings/running_orders"
      addLabel="Add running order"
      noun="running orders"
      list={useService(SettingsAreaQueries).runningOrders}
      testId="running-orders"
    />
  </SettingsTabGuard>
);
