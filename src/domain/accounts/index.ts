export type { AccountsEvent } from './accounts.events';
