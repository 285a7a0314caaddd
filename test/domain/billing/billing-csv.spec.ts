import { expect } from 'chai';
import {
  billingCsvFileName,
  billingCsvHeader,
  billingCsvRows,
  billingCsvRowsOf,
  eventSums,
  toCsvText,
  withoutContractTitle,
} from '../../../src/domain/billing';
import { aBillableEvent, cupContract, liigaContract } from './billing-fixtures';

describe('domain/billing: CSV export (spec 3 §9)', () => {
  const contracts = { '4': liigaContract, '7': cupContract };
  const zone = 'Europe/Helsinki';
  const events = [
    aBillableEvent(1),
    aBillableEvent(2, {
      cached_start_time: 1795537800 - 86400,
      cached_end_time: 1795537800 - 86400 + 3600,
      billing: { status: 'billed', contract: 4 },
    }),
    aBillableEvent(3, { billing: { status: 'not_billed', contract: 7, info: '=HYPERLINK("x")' } }),
    aBillableEvent(4, { billing: { status: 'not_billed', sum: 12.5 } }),
  ];
  const rows = billingCsvRows(events, contracts, zone);

  it('spec 3 §9: the file name is fixed', () => {
    expect(billingCsvFileName).to.equal('billing.csv');
  });

  it('spec 3 §9: holds per-contract totals (contracts by title, without contract last) and a grand total', () => {
    expect(rows[0]).to.deep.equal(billingCsvHeader);
    expect(rows.map((row) => row[0])).to.deep.equal([
      'Contract',
      'Cup matches',
      'Total Cup matches',
      'Liiga production',
      'Liiga production',
      'Total Liiga production',
      withoutContractTitle,
      `Total ${withoutContractTitle}`,
      'Grand total',
    ]);
  });

  it('lists each event with times in the user zone, HH:MM duration and 2-decimal sums', () => {
    expect(rows[3]).to.deep.equal([
      'Liiga production',
      'Nordic Sports Media Oy',
      'Event 2',
      '',
      '23.11.2026 18:30',
      '23.11.2026 19:30',
      '01:15',
      '320.50',
      '50.00',
      '370.50',
      'billed',
      '',
      'Start to End + Open Before 00:15',
    ]);
  });

  it('says what the billed duration includes: the Open Before time only where the contract bills it (issue 29)', () => {
    expect(billingCsvHeader[6]).to.equal('Billed duration (HH:MM)');
    expect(billingCsvHeader.at(-1)).to.equal('Duration includes');
    expect(rows[1]?.[6]).to.equal('02:15');
    expect(rows[1]?.at(-1)).to.equal('Start to End');
    expect(rows[2]?.at(-1)).to.equal('');
  });

  it('adds the contract totals and the grand total from the rows', () => {
    const liigaTotal = rows[5];
    expect(liigaTotal?.slice(6, 10)).to.deep.equal(['03:45', '866.00', '150.00', '1016.00']);
    expect(rows.at(-1)?.slice(6, 10)).to.deep.equal(['08:15', '2078.50', '150.00', '2228.50']);
  });

  it('defuses spreadsheet formulas in free text and quotes RFC 4180 style', () => {
    expect(rows[1]?.[11]).to.equal('\'=HYPERLINK("x")');
    const text = toCsvText([['a,b', 'say "hi"', 'plain']]);
    expect(text).to.equal('"a,b","say ""hi""",plain\r\n');
  });

  it('names a customer referenced by id alone from the customers list, or says it is gone (issue 29)', () => {
    const byId = { ...cupContract, customer: { id: 3 } };
    const row = { event: aBillableEvent(5), contract: byId, sums: eventSums(aBillableEvent(5), byId) };
    const named = billingCsvRowsOf([row], zone, { '3': { id: 3, name: 'Stadium TV Ab' } });
    expect(named[1]?.[1]).to.equal('Stadium TV Ab');
    expect(named[2]?.[1]).to.equal('Stadium TV Ab');
    expect(billingCsvRowsOf([row], zone, { '9': { id: 9, name: 'Other' } })[1]?.[1]).to.equal(
      'unknown customer (id 3)',
    );
  });
});
