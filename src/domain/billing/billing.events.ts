import type { Contract, Customer } from './contract';

/** HTTP billing_contracts (GET content_list/{contracts_list_id}): the whole contract list. */
export interface ContractsReceived {
  readonly type: 'ContractsReceived';
  readonly contracts: readonly Contract[];
  readonly at: number;
}

/** HTTP billing_customers (GET content_list/{customers_list_id}): the whole customer list. */
export interface CustomersReceived {
  readonly type: 'CustomersReceived';
  readonly customers: readonly Customer[];
  readonly at: number;
}

export type BillingEvent = ContractsReceived | CustomersReceived;
