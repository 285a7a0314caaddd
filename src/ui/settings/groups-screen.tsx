import { SettingsAreaQueries } from '../../application/settings';
import type { Group } from '../../domain/groups';
import { AdminListScreen, type AdminColumn } from '../admin-kit';
import { useService } from '../shared';
import { SettingsTabGuard } from './settings-tab-guard';

const columns: readonly AdminColumn<Group>[] = [
  { key: 'name', title: 'Name', cell: (group) => group.name ?? '', flex: '2 1 0px' },
  { key: 'uuid', title: 'Uuid', cell: (group) => group.uuid, flex: '2 1 0px' },
  { key: 'state', title: 'State', cell: (group) => group.state ?? 'active' },
];

/** /settings/groups (spec 3 §2.2): Name, Uuid, State; search on name and uuid; state filter. */
export const GroupsScreen = (): React.JSX.Element => {
  const queries = useService(SettingsAreaQueries);
  return (
    <SettingsTabGuard tab="groups">
      <AdminListScreen
        title="Groups"
        base="/settings/groups"
        addLabel="Add group"
        noun="groups"
        searchHint="Name or uuid"
        withState
        list={queries.groups}
        columns={columns}
        rowKey={(group) => String(group.id)}
        rowId={(group) => group.id}
        rowLabel={(group) => group.name ?? group.uuid}
        isArchived={(group) => group.state === 'archived'}
        testId="groups"
      />
    </SettingsTabGuard>
  );
};
