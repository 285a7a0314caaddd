import { castDraft } from 'immer';
import { defineProjection, unhandled } from '../projection';
import type { Account } from './account';
import type { AccountsListEvent } from './accounts.events';

export interface AccountsState {
  readonly byId: Readonly<Record<string, Account>>;
}

export const initialAccountsState: AccountsState = { byId: {} };

export const accountsProjection = defineProjection<AccountsState, AccountsListEvent>({
  name: 'accounts',
  initial: initialAccountsState,
  handles: {
    AccountsReceived: true,
    AccountUpdated: true,
    AccountDeleted: true,
  },
  apply(draft, event) {
    switch (event.type) {
      case 'AccountsReceived':
        draft.byId = {};
        for (const account of event.accounts) draft.byId[account.id] = castDraft(account);
        return;
      case 'AccountUpdated':
        draft.byId[event.account.id] = castDraft(event.account);
        return;
      case 'AccountDeleted':
        delete draft.byId[event.id];
        return;
      default:
        unhandled(event);
    }
  },
});
