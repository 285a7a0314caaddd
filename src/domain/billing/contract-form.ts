import { DateTime } from 'luxon';
import { inZone, toUnixSeconds } from '../clock';
import { type DateRange } from '../schedule';
import type { ContractItemType, Customer } from './contract';

// The contract editor (spec 3 §2.7, §3 Contract): what it edits, how a stored record becomes a form, and the
// record data a save sends. Dates are calendar days in the user's zone, stored as unix seconds of the day's start.

export interface ContractItemForm {
  readonly name: string;
  readonly type: ContractItemType;
  /** As typed: euro, '.' or ',' decimals. */
  readonly price: string;
}

export interface ContractForm {
  readonly title: string;
  /** Customer id as a string; '' none. */
  readonly customer: string;
  /** yyyy-MM-dd or ''. */
  readonly start_date: string;
  readonly end_date: string;
  readonly last_billed: string;
  readonly include_open_before: boolean;
  readonly billables: readonly ContractItemForm[];
  readonly expenses: readonly ContractItemForm[];
}

export const blankContractItem: ContractItemForm = { name: '', type: 'hour', price: '' };

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

const dayOf = (value: unknown, zone: string): string => {
  const seconds =
    typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : undefined;
  if (seconds !== undefined) return inZone(seconds, zone).toFormat('yyyy-LL-dd');
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : '';
};

const customerOf = (value: unknown): string => {
  if (typeof value === 'object' && value !== null) return text((value as { id?: unknown }).id);
  return text(value);
};

const itemsOf = (value: unknown): readonly ContractItemForm[] =>
  Array.isArray(value)
    ? value.map((entry: unknown) => {
        const data = (typeof entry === 'object' && entry !== null ? (entry as { data?: unknown }).data : undefined) as
          Record<string, unknown> | undefined;
        return {
          name: text(data?.name),
          type: data?.type === 'static' ? 'static' : 'hour',
          price: text(data?.price),
        };
      })
    : [];

/** The form of a stored contract record's data (a new contract: blank). */
export const contractFormOf = (data: Readonly<Record<string, unknown>> | undefined, zone: string): ContractForm => ({
  title: text(data?.title),
  customer: customerOf(data?.customer),
  start_date: dayOf(data?.start_date, zone),
  end_date: dayOf(data?.end_date, zone),
  last_billed: dayOf(data?.last_billed, zone),
  include_open_before: data?.include_open_before === true,
  billables: itemsOf(data?.billables),
  expenses: itemsOf(data?.expenses),
});

/** A price as typed, or undefined when it is not a non-negative amount with at most four decimals. */
export const parsePrice = (value: string): number | undefined => {
  const trimmed = value.trim().replace(',', '.');
  return /^\d{1,9}(\.\d{1,4})?$/.test(trimmed) ? Number(trimmed) : undefined;
};

const startOfDay = (day: string, zone: string): number | undefined => {
  if (day === '') return undefined;
  const time = DateTime.fromISO(day, { zone });
  return time.isValid ? toUnixSeconds(time.startOf('day')) : undefined;
};

export type ContractSavePlan =
  | { readonly ok: true; readonly data: Readonly<Record<string, unknown>> }
  | { readonly ok: false; readonly message: string };

/**
 * The record data to save, over the stored data (fields this editor does not know are kept), or why not:
 * a title is required, every item needs a name and a price, and the end cannot precede the start.
 */
export const contractSavePlan = (
  form: ContractForm,
  stored: Readonly<Record<string, unknown>> | undefined,
  customers: readonly Customer[],
  zone: string,
): ContractSavePlan => {
  if (form.title.trim() === '') return { ok: false, message: 'Title is required' };
  const items = (list: readonly ContractItemForm[], kind: string): unknown[] | string => {
    const out: unknown[] = [];
    for (const [index, item] of list.entries()) {
      const price = parsePrice(item.price);
      if (item.name.trim() === '') return `${kind} ${index + 1}: a name is required`;
      if (price === undefined) return `${kind} ${index + 1}: the price must be an amount in euro (up to 4 decimals)`;
      out.push({ id: index + 1, data: { name: item.name.trim(), type: item.type, price } });
    }
    return out;
  };
  const billables = items(form.billables, 'Billable');
  if (typeof billables === 'string') return { ok: false, message: billables };
  const expenses = items(form.expenses, 'Expense');
  if (typeof expenses === 'string') return { ok: false, message: expenses };
  const range: Partial<DateRange> = {
    ...(startOfDay(form.start_date, zone) !== undefined ? { start: startOfDay(form.start_date, zone) } : {}),
    ...(startOfDay(form.end_date, zone) !== undefined ? { end: startOfDay(form.end_date, zone) } : {}),
  };
  if (range.start !== undefined && range.end !== undefined && range.end < range.start)
    return { ok: false, message: 'The end date cannot be before the start date' };
  const customer = customers.find((item) => String(item.id) === form.customer);
  return {
    ok: true,
    data: {
      ...stored,
      title: form.title.trim(),
      customer: customer ? { id: customer.id, name: customer.name } : null,
      start_date: range.start ?? null,
      // The contract runs through its last day: the end is that day's last second.
      end_date: range.end !== undefined ? range.end + 86_399 : null,
      last_billed: startOfDay(form.last_billed, zone) ?? null,
      include_open_before: form.include_open_before,
      billables,
      expenses,
    },
  };
};
