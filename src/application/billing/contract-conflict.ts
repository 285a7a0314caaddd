import { parsePrice, type ContractForm, type ContractItemForm, type Customer } from '../../domain/billing';
import { fieldText, type FieldDescribers } from '../editing';

// The contract editor's side of a stale save (issue 32 §2): its billables, expenses and customer worded as the
// editor shows them, so an operator compares "Live production · 180.00 € per hour", not the form's JSON, and a
// customer's name, not its id. Its other fields read as every editor's do (`fieldText`).

/** A price as the editor's field reads it: euro with at least two decimals, up to the four a price may have. */
const euro = (price: number): string => `${price.toFixed(4).replace(/0{1,2}$/, '')} €`;

/** One billable or expense on one line: "name · amount", per hour or per event as its type says. */
export const contractItemLine = (item: ContractItemForm): string => {
  const name = item.name.trim() === '' ? '(no name)' : item.name.trim();
  const typed = item.price.trim();
  const price = parsePrice(typed);
  const amount =
    typed === ''
      ? 'no price'
      : price === undefined
        ? `price "${typed}" is not an amount`
        : `${euro(price)} ${item.type === 'hour' ? 'per hour' : 'per event'}`;
  return `${name} · ${amount}`;
};

/** A contract's items, one line each; none as every editor says none. */
const itemLines = (items: readonly ContractItemForm[]): string =>
  items.length === 0 ? fieldText(items) : items.map(contractItemLine).join('\n');

/** The comparison's words for a contract form's fields, naming customers from the list the editor offers. */
export const contractDescribers = (customers: readonly Customer[]): FieldDescribers<ContractForm> => ({
  billables: itemLines,
  expenses: itemLines,
  customer: (id) => {
    if (id === '') return fieldText(id);
    return customers.find((customer) => String(customer.id) === id)?.name ?? `unknown customer (id ${id})`;
  },
});
