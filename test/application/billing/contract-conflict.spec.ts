import { expect } from 'chai';
import { contractDescribers, contractItemLine } from '../../../src/application/billing';
import { formConflictView } from '../../../src/application/editing';
import type { ContractForm } from '../../../src/domain/billing';

const customers = [
  { id: 4, name: 'Nordic Sports Media Oy' },
  { id: 7, name: 'Stadium TV Ab' },
];

const base: ContractForm = {
  title: 'Liiga 2026–2027 production',
  customer: '4',
  start_date: '2026-09-01',
  end_date: '2027-05-31',
  last_billed: '',
  include_open_before: true,
  billables: [
    { name: 'Live production', type: 'hour', price: '180' },
    { name: 'Encoding setup', type: 'static', price: '95.50' },
  ],
  expenses: [{ name: 'Satellite uplink', type: 'hour', price: '40' }],
};

describe('application/billing: a contract in the stale-save comparison (issue 32 §2)', () => {
  it('reads an item as "name · amount", in euro per hour or per event as the editor prices it', () => {
    expect(
      [
        { name: 'Live production', type: 'hour', price: '180' },
        { name: ' Encoding setup ', type: 'static', price: '95,5' },
        { name: 'Graphics', type: 'static', price: '0.1234' },
        { name: 'Tally', type: 'hour', price: '12.340' },
      ].map((item) => contractItemLine(item as ContractForm['billables'][number])),
    ).to.deep.equal([
      'Live production · 180.00 € per hour',
      'Encoding setup · 95.50 € per event',
      'Graphics · 0.1234 € per event',
      'Tally · 12.34 € per hour',
    ]);
  });

  it('says plainly what an unfinished item lacks instead of inventing an amount', () => {
    expect(
      [
        { name: '', type: 'hour', price: '' },
        { name: 'Crew', type: 'hour', price: '12x' },
      ].map((item) => contractItemLine(item as ContractForm['billables'][number])),
    ).to.deep.equal(['(no name) · no price', 'Crew · price "12x" is not an amount']);
  });

  it('shows both sides of changed billables as lines, the customer by name, and other fields as before', () => {
    const view = formConflictView(
      {
        stale: { changedBy: 'Demo root', version: 9 },
        base: { ...base },
        mine: {
          ...base,
          customer: '',
          billables: [...base.billables, { name: 'Replay operator', type: 'hour', price: '65' }],
        },
        theirs: {
          ...base,
          customer: '7',
          include_open_before: false,
          billables: [{ name: 'Live production', type: 'hour', price: '195' }],
          expenses: [],
        },
        choices: {},
      },
      contractDescribers(customers),
    );
    expect(view.rows.map(({ field, theirs, mine }) => ({ field, theirs, mine }))).to.deep.equal([
      { field: 'customer', theirs: 'Stadium TV Ab', mine: '(none)' },
      { field: 'include_open_before', theirs: 'No', mine: 'Yes' },
      {
        field: 'billables',
        theirs: 'Live production · 195.00 € per hour',
        mine: [
          'Live production · 180.00 € per hour',
          'Encoding setup · 95.50 € per event',
          'Replay operator · 65.00 € per hour',
        ].join('\n'),
      },
      { field: 'expenses', theirs: '(none)', mine: 'Satellite uplink · 40.00 € per hour' },
    ]);
  });

  it('names a customer missing from the customers list by its id, said to be unknown', () => {
    expect(contractDescribers(customers).customer?.('12')).to.equal('unknown customer (id 12)');
  });
});
