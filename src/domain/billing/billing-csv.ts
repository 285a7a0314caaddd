import { formatDateTime } from '../schedule';
import type { BillableEvent } from './billable-event';
import { eventSums, formatDuration, totalsOf, type BillingTotals, type EventSums } from './billing-sums';
import type { Contract } from './contract';

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
  'Duration',
  'Sum (EUR)',
  'Expenses (EUR)',
  'Total (EUR)',
  'Status',
  'Info',
];

export type CsvRow = readonly string[];

const money = (euro: number): string => euro.toFixed(2);

// Free text typed by users must not become a spreadsheet formula when the file is opened (CSV injection).
const text = (value: string | undefined): string =>
  value !== undefined && /^[=+\-@\t\r]/.test(value) ? `'${value}` : (value ?? '');

const eventRow = (contract: Contract | undefined, event: BillableEvent, sums: EventSums, zone: string): CsvRow => [
  text(contract?.title ?? withoutContractTitle),
  text(contract?.customer?.name),
  text(event.title),
  text(event.subtitle),
  formatDateTime(event.cached_start_time, zone),
  formatDateTime(event.cached_end_time, zone),
  formatDuration(sums.seconds),
  money(sums.sum),
  money(sums.expenses),
  money(sums.total),
  event.billing.status,
  text(event.billing.info),
];

const totalRow = (label: string, customer: string, totals: BillingTotals): CsvRow => [
  label,
  customer,
  '',
  '',
  '',
  '',
  formatDuration(totals.seconds),
  money(totals.sum),
  money(totals.expenses),
  money(totals.total),
  '',
  '',
];

const contractOf = (event: BillableEvent, contracts: Readonly<Record<string, Contract>>): Contract | undefined => {
  const id = event.billing.contract;
  return id !== undefined && Object.hasOwn(contracts, String(id)) ? contracts[String(id)] : undefined;
};

/**
 * Spec 3 §9: the export holds the events grouped by contract (by title; events without one last), each
 * contract closed by its total row, and a grand total row at the end.
 */
export const billingCsvRows = (
  events: readonly BillableEvent[],
  contracts: Readonly<Record<string, Contract>>,
  zone: string,
): readonly CsvRow[] => {
  const groups = new Map<string, { contract?: Contract; events: BillableEvent[] }>();
  for (const event of events) {
    const contract = contractOf(event, contracts);
    const key = contract ? String(contract.id) : '';
    const group = groups.get(key) ?? (contract ? { contract, events: [] } : { events: [] });
    group.events.push(event);
    groups.set(key, group);
  }
  const ordered = [...groups.values()].sort((a, b) =>
    a.contract === undefined
      ? 1
      : b.contract === undefined
        ? -1
        : a.contract.title.localeCompare(b.contract.title) || a.contract.id - b.contract.id,
  );
  const rows: CsvRow[] = [billingCsvHeader];
  const everything: EventSums[] = [];
  for (const { contract, events: members } of ordered) {
    const sorted = [...members].sort((a, b) => a.cached_start_time - b.cached_start_time);
    const sums = sorted.map((event) => eventSums(event, contract));
    sorted.forEach((event, index) => {
      const eventSum = sums[index];
      if (eventSum) rows.push(eventRow(contract, event, eventSum, zone));
    });
    rows.push(
      totalRow(`Total ${contract?.title ?? withoutContractTitle}`, text(contract?.customer?.name), totalsOf(sums)),
    );
    everything.push(...sums);
  }
  rows.push(totalRow('Grand total', '', totalsOf(everything)));
  return rows;
};

const quote = (cell: string): string => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);

/** RFC 4180 text of the rows (comma separated, CRLF line ends, quotes doubled). */
export const toCsvText = (rows: readonly CsvRow[]): string =>
  rows.map((row) => row.map(quote).join(',')).join('\r\n') + '\r\n';
