import { Field, Select } from '@fluentui/react-components';
import { SettingsAreaQueries } from '../../application/settings';
import type { SettingRow } from '../../domain/settings';
import { AdminListScreen, type AdminColumn } from '../admin-kit';
import { useObservable, useService } from '../shared';
import { SettingsTabGuard } from './settings-tab-guard';

const columns: readonly AdminColumn<SettingRow>[] = [
  { key: 'name', title: 'Name', cell: (row) => row.name, flex: '1.5 1 0px' },
  { key: 'title', title: 'Title', cell: (row) => row.title, flex: '1.5 1 0px' },
  { key: 'type', title: 'Type', cell: (row) => row.type, flex: '1.5 1 0px' },
  { key: 'created', title: 'Created at', cell: (row) => row.created },
  { key: 'updated', title: 'Updated at', cell: (row) => row.updated },
];

const TypeFilter = (): React.JSX.Element => {
  const queries = useService(SettingsAreaQueries);
  const view = useObservable(queries.settings.view$, undefined);
  return (
    <Field label="Type">
      <Select
        value={view?.query.filters.type ?? ''}
        data-testid="settings-type-filter"
        onChange={(_, data) => queries.settings.setFilter('type', data.value)}
      >
        <option value="">All types</option>
        {queries.settingTypes.map((type) => (
          <option key={type} value={type}>
            {type}
          </option>
        ))}
      </Select>
    </Field>
  );
};

/** /settings/settings (spec 3 §2.2): root and developer only; type filter; search on name and type. */
export const SettingsScreen = (): React.JSX.Element => {
  const queries = useService(SettingsAreaQueries);
  return (
    <SettingsTabGuard tab="settings">
      <AdminListScreen
        title="Settings"
        base="/settings/settings"
        addLabel="Add setting"
        noun="settings"
        searchHint="Name or type"
        filters={<TypeFilter />}
        list={queries.settings}
        columns={columns}
        rowKey={(row) => String(row.id)}
        rowId={(row) => row.id}
        rowLabel={(row) => row.name}
        testId="settings"
      />
    </SettingsTabGuard>
  );
};
