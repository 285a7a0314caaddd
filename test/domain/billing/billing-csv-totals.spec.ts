import { expect } from 'chai';
import fc from 'fast-check';
import {
  billingCsvRows,
  dateTimeFormatter,
  type BillableEvent,
  type Contract,
  type ContractItem,
} from '../../../src/domain/billing';
import { formatDateTime } from '../../../src/domain/clock';
import { aBillableEvent } from './billing-fixtures';

// Euro amounts as a CSV cell ('1234.50') back to whole cents, without floating point.
const cents = (cell: string | undefined): number => {
  const match = /^(-?)(\d+)\.(\d{2})$/.exec(cell ?? '');
  if (!match) throw new Error(`not a 2-decimal amount: ${String(cell)}`);
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 100 + Number(match[3]));
};

const item: fc.Arbitrary<ContractItem> = fc.record({
  data: fc.record({
    name: fc.constant('item'),
    type: fc.constantFrom('static' as const, 'hour' as const),
    // Prices with up to four decimals, as people type them (0.0001 … 5000 €).
    price: fc.integer({ min: 1, max: 50_000_000 }).map((units) => units / 10_000),
  }),
});

const contract = (id: number): fc.Arbitrary<Contract> =>
  fc.record({
    id: fc.constant(id),
    title: fc.constant(`Contract ${id}`),
    include_open_before: fc.boolean(),
    billables: fc.array(item, { maxLength: 3 }),
    expenses: fc.array(item, { maxLength: 2 }),
  });

const event = (n: number): fc.Arbitrary<BillableEvent> =>
  fc
    .record({
      seconds: fc.integer({ min: 0, max: 86_400 }),
      offset: fc.integer({ min: 0, max: 3600 }),
      contract: fc.constantFrom(1, 2, 3, undefined),
      sum: fc.option(
        fc.integer({ min: 0, max: 1_000_000 }).map((c) => c / 100),
        { nil: undefined },
      ),
    })
    .map(({ seconds, offset, contract: id, sum }) =>
      aBillableEvent(n, {
        cached_end_time: 1795537800 + seconds,
        offset,
        billing: {
          status: 'not_billed',
          ...(id !== undefined ? { contract: id } : {}),
          ...(sum !== undefined ? { sum } : {}),
        },
      }),
    );

describe('domain/billing: CSV totals are the sum of the rows to the cent (property)', () => {
  it('each contract total and the grand total equal the sums of their event rows', () => {
    fc.assert(
      fc.property(
        fc.tuple(contract(1), contract(2), contract(3)),
        fc
          .integer({ min: 0, max: 40 })
          .chain((count) => fc.tuple(...Array.from({ length: count }, (_, n) => event(n)))),
        (contracts, events) => {
          const byId = Object.fromEntries(contracts.map((item) => [String(item.id), item]));
          const rows = billingCsvRows(events, byId, 'Europe/Helsinki').slice(1);
          const grand = rows.at(-1);
          expect(grand?.[0]).to.equal('Grand total');
          const running = [0, 0, 0];
          const all = [0, 0, 0];
          let eventRows = 0;
          for (const row of rows.slice(0, -1)) {
            const amounts = [cents(row[7]), cents(row[8]), cents(row[9])];
            if (String(row[0]).startsWith('Total ')) {
              expect(amounts).to.deep.equal(running);
              running.fill(0);
            } else {
              eventRows += 1;
              expect(amounts[0]! + amounts[1]!).to.equal(amounts[2]);
              amounts.forEach((amount, index) => {
                running[index]! += amount;
                all[index]! += amount;
              });
            }
          }
          expect(eventRows).to.equal(events.length);
          expect([cents(grand?.[7]), cents(grand?.[8]), cents(grand?.[9])]).to.deep.equal(all);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('domain/billing: the export date format', () => {
  it('writes the same DD.MM.YYYY HH:mm as formatDateTime, across DST switches and zones', () => {
    for (const zone of ['Europe/Helsinki', 'America/New_York', 'UTC', 'Asia/Kolkata']) {
      const format = dateTimeFormatter(zone);
      // Every 37 minutes over a year, so both DST switches and odd offsets are crossed.
      for (let seconds = 1_767_225_600; seconds < 1_798_761_600; seconds += 37 * 60 * 13)
        expect(format(seconds), `${zone} ${seconds}`).to.equal(formatDateTime(seconds, zone));
    }
  });
});
