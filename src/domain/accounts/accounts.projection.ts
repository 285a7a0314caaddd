import { entityListProjection, type EntityListState } from '../projection';
import type { Account } from './account';
import type { AccountsListEvent } from './accounts.events';

export type AccountsState = EntityListState<Account>;

export const initialAccountsState: AccountsState = { byId: {} };

export const accountsProjection = entityListProjection<AccountsListEvent>()({
  name: 'accounts',
  received: 'AccountsReceived',
  updated: 'AccountUpdated',
  deleted: 'AccountDeleted',
  records: (event) => event.accounts,
  record: (event) => event.account,
  removed: (event) => event.id,
});
