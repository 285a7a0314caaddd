import type { BillableEvent } from './billable-event';
import {
  addSums,
  eventSums,
  formatCents,
  formatDuration,
  noTotals,
  type BillingTotals,
  type EventSums,
} from './billing-sums';
import { customerLabel, type Contract, type Customer } from './contract';
import { dateTimeFormatter } from './zoned-format';

/** An event with its contract and sums, as the billing table shows it. */
export interface BillingRow {
  readonly event: BillableEvent;
  readonly contract?: Contract;
  readonly sums: EventSums;
}

/** Spec 3 §9: the CSV export file name is fixed. */
export const billingCsvFileName = 'billing.csv';

/** Heading of the group of events that have no contract. */
export const withoutContractTitle = 'Without contract';

export const billingCsvHeader: readonly string[] = [
  'Contract',
  'Customer',
  'Title',
  'Subtitle',
  'Start',
  'End',
  // Issue 29: the duration is the billed one, which may hold the Open Before time; the last column says so per row.
  'Billed duration (HH:MM)',
  'Sum (EUR)',
  'Expenses (EUR)',
  'Total (EUR)',
  'Status',
  'Info',
  'Duration includes',
];

/** What an event's billed duration covers: its start to end, plus the Open Before time its contract bills. */
export const durationIncludes = (event: BillableEvent, contract: Contract | undefined): string => {
  const before = contract?.include_open_before ? Math.max(0, event.offset ?? 0) : 0;
  return before > 0 ? `Start to End + Open Before ${formatDuration(before)}` : 'Start to End';
};

export type CsvRow = readonly string[];

// Free text typed by users must not become a spreadsheet formula when the file is opened (CSV injection).
const text = (value: string | undefined): string =>
  value !== undefined && /^[=+\-@\t\r]/.test(value) ? `'${value}` : (value ?? '');

const eventRow = (
  contract: Contract | undefined,
  customer: string,
  event: BillableEvent,
  sums: EventSums,
  format: (seconds: number) => string,
): CsvRow => [
  text(contract?.title ?? withoutContractTitle),
  text(customer),
  text(event.title),
  text(event.subtitle),
  format(event.cached_start_time),
  format(event.cached_end_time),
  formatDuration(sums.seconds),
  formatCents(sums.sumCents),
  formatCents(sums.expensesCents),
  formatCents(sums.totalCents),
  event.billing.status,
  text(event.billing.info),
  durationIncludes(event, contract),
];

const totalRow = (label: string, customer: string, totals: BillingTotals): CsvRow => [
  label,
  customer,
  '',
  '',
  '',
  '',
  formatDuration(totals.seconds),
  formatCents(totals.sumCents),
  formatCents(totals.expensesCents),
  formatCents(totals.totalCents),
  '',
  '',
  '',
];

const contractOf = (event: BillableEvent, contracts: Readonly<Record<string, Contract>>): Contract | undefined => {
  const id = event.billing.contract;
  return id !== undefined && Object.hasOwn(contracts, String(id)) ? contracts[String(id)] : undefined;
};

/**
 * Spec 3 §9: the export holds the rows grouped by contract (by title; events without one last), each
 * contract closed by its total row, and a grand total row at the end. Rows carry their sums already (the
 * table's), so the file shows exactly what the table shows.
 */
export const billingCsvRowsOf = (
  billingRows: readonly BillingRow[],
  zone: string,
  customers: Readonly<Record<string, Customer>> = {},
): readonly CsvRow[] => {
  // A contract naming its customer by id alone (a content-select field's value) gets the name from the list.
  const customerOf = (contract: Contract | undefined): string =>
    customerLabel(contract?.customer, customers, Object.keys(customers).length > 0);
  const groups = new Map<string, { contract?: Contract; rows: BillingRow[] }>();
  for (const row of billingRows) {
    const key = row.contract ? String(row.contract.id) : '';
    const group = groups.get(key) ?? (row.contract ? { contract: row.contract, rows: [] } : { rows: [] });
    group.rows.push(row);
    groups.set(key, group);
  }
  const ordered = [...groups.values()].sort((a, b) =>
    a.contract === undefined
      ? 1
      : b.contract === undefined
        ? -1
        : a.contract.title.localeCompare(b.contract.title) || a.contract.id - b.contract.id,
  );
  const lines: CsvRow[] = [billingCsvHeader];
  const format = dateTimeFormatter(zone);
  let grand = noTotals;
  for (const { contract, rows: members } of ordered) {
    const sorted = [...members].sort((a, b) => a.event.cached_start_time - b.event.cached_start_time);
    let totals = noTotals;
    for (const row of sorted) {
      lines.push(eventRow(contract, customerOf(contract), row.event, row.sums, format));
      totals = addSums(totals, row.sums);
      grand = addSums(grand, row.sums);
    }
    lines.push(totalRow(`Total ${contract?.title ?? withoutContractTitle}`, text(customerOf(contract)), totals));
  }
  lines.push(totalRow('Grand total', '', grand));
  return lines;
};

/** The export of events under their contracts (sums computed here). */
export const billingCsvRows = (
  events: readonly BillableEvent[],
  contracts: Readonly<Record<string, Contract>>,
  zone: string,
): readonly CsvRow[] =>
  billingCsvRowsOf(
    events.map((event) => {
      const contract = contractOf(event, contracts);
      const sums = eventSums(event, contract);
      return contract ? { event, contract, sums } : { event, sums };
    }),
    zone,
  );

const quote = (cell: string): string => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);

/** RFC 4180 text of the rows (comma separated, CRLF line ends, quotes doubled). */
export const toCsvText = (rows: readonly CsvRow[]): string =>
  rows.map((row) => row.map(quote).join(',')).join('\r\n') + '\r\n';
