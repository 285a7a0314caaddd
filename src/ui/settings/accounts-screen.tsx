import { SettingsAreaQueries } from '../../application/settings';
import type { Account } from '../../domain/accounts';
import { AdminListScreen, type AdminColumn } from '../admin-kit';
import { useService } from '../shared';
import { SettingsTabGuard } from './settings-tab-guard';

const columns: readonly AdminColumn<Account>[] = [
  { key: 'email', title: 'Email', cell: (account) => account.email, flex: '2 1 0px' },
  { key: 'name', title: 'Name', cell: (account) => account.name ?? '' },
  { key: 'surname', title: 'Surname', cell: (account) => account.surname ?? '' },
  { key: 'company', title: 'Company', cell: (account) => account.meta?.company ?? '' },
  { key: 'type', title: 'Type', cell: (account) => account.type },
  { key: 'state', title: 'State', cell: (account) => account.state ?? 'active' },
];

/** /settings/accounts (spec 3 §2.2): the accounts the viewer may list, with the state filter and search. */
export const AccountsScreen = (): React.JSX.Element => {
  const queries = useService(SettingsAreaQueries);
  return (
    <SettingsTabGuard tab="accounts">
      <AdminListScreen
        title="Accounts"
        base="/settings/accounts"
        addLabel="Add account"
        noun="accounts"
        searchHint="Email, name, surname, company, type"
        withState
        list={queries.accounts}
        columns={columns}
        rowKey={(account) => String(account.id)}
        rowId={(account) => account.id}
        rowLabel={(account) => account.email}
        isArchived={(account) => account.state === 'archived'}
        testId="accounts"
      />
    </SettingsTabGuard>
  );
};
