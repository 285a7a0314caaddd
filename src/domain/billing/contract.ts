// Contracts and customers as the billing content lists hold them (spec 3 §3, spec 2 §3).

/** Spec 3 §3: a billable or expense is priced per hour of event duration or once per event. */
export type ContractItemType = 'static' | 'hour';
export const contractItemTypes: readonly ContractItemType[] = ['static', 'hour'];

export interface ContractItemData {
  readonly name: string;
  readonly type: ContractItemType;
  /** Euro: per hour for 'hour', per event for 'static'. */
  readonly price: number;
}

/** A billable or an expense of a contract. */
export interface ContractItem {
  readonly id?: number;
  readonly data: ContractItemData;
}

export interface CustomerRef {
  readonly id: number;
  readonly name?: string;
}

export interface Contract {
  readonly id: number;
  readonly title: string;
  readonly customer?: CustomerRef;
  /** Unix seconds. */
  readonly last_billed?: number;
  readonly start_date?: number;
  /** Unix seconds; the contract has ended once this instant has passed. */
  readonly end_date?: number;
  /** Bill the 'Open Before' time before the kickoff as well. */
  readonly include_open_before?: boolean;
  readonly billables: readonly ContractItem[];
  readonly expenses: readonly ContractItem[];
}

export interface Customer {
  readonly id: number;
  readonly name: string;
}

/**
 * The name a contract's customer is shown by: the customers list's (a content-select field stores only the id),
 * else the name the reference carries, else — once the customers list is known — a clear note that the customer
 * is gone, never a bare id. Before the list arrives an unnamed reference shows nothing yet.
 */
export const customerLabel = (
  customer: CustomerRef | undefined,
  customers: Readonly<Record<string, Customer>>,
  customersLoaded: boolean,
): string => {
  if (!customer) return '';
  const name = customers[String(customer.id)]?.name ?? customer.name;
  if (name !== undefined && name !== '') return name;
  return customersLoaded ? `unknown customer (id ${customer.id})` : '';
};
