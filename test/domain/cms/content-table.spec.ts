import { expect } from 'chai';
import { applyAdminList, initialAdminListQuery } from '../../../src/domain/admin-kit';
import {
  bulkFailureText,
  bulkSummary,
  contentCellText,
  contentColumns,
  contentListSpec,
  referenceCellText,
  type ListData,
  type ListType,
} from '../../../src/domain/cms';

const teams: ListType = {
  id: 1,
  name: 'Teams',
  fields: [
    { name: 'name', type: 'text', title: 'Name' },
    { name: 'active', type: 'checkbox', title: 'Active', 'true-text': 'On air', 'false-text': 'Off' },
    { name: 'notes', type: 'multiline', 'table-rows': 1 },
    { name: 'logo', type: 's3file' },
    { name: 'secret', type: 'text' },
  ],
  list_fields: ['name', 'active', 'notes'],
};

const record = (id: number, data: Record<string, unknown>, state: 'active' | 'archived' = 'active'): ListData => ({
  id,
  cms_list_id: 3,
  state,
  data,
});

describe('domain/cms: the data table of a list (spec 3 §2.4, §3)', () => {
  it("shows the columns the list type's list-fields name, in that order", () => {
    expect(contentColumns(teams).map((column) => [column.name, column.title])).to.deep.equal([
      ['name', 'Name'],
      ['active', 'Active'],
      ['notes', 'notes'],
    ]);
  });

  it('without a list-fields subset, shows the first four fields', () => {
    const { list_fields: _none, ...plain } = teams;
    expect(contentColumns(plain).map((column) => column.name)).to.deep.equal(['name', 'active', 'notes', 'logo']);
  });

  it("writes a checkbox with its true/false texts and cuts text to the field's table rows", () => {
    const [, active, notes] = contentColumns(teams);
    expect(contentCellText(active!.field, true, 'Europe/Helsinki')).to.equal('On air');
    expect(contentCellText(active!.field, false, 'Europe/Helsinki')).to.equal('Off');
    expect(contentCellText(notes!.field, 'first\nsecond', 'Europe/Helsinki')).to.equal('first…');
  });

  it('writes dates and times as DD.MM.YYYY (HH:mm) in the display zone, and sorts them by time, not by text', () => {
    const contracts: ListType = {
      id: 2,
      name: 'Contracts',
      fields: [
        { name: 'end_date', type: 'datetime', title: 'End date' },
        { name: 'day', type: 'date', title: 'Day' },
      ],
    };
    const [end, day] = contentColumns(contracts);
    // 1.12.2026 23:59:59 in Helsinki (UTC+2) is 21:59:59 UTC.
    const endOfDay = Date.UTC(2026, 11, 1, 21, 59, 59) / 1000;
    expect(contentCellText(end!.field, endOfDay, 'Europe/Helsinki')).to.equal('01.12.2026 23:59');
    expect(contentCellText(end!.field, endOfDay, 'UTC')).to.equal('01.12.2026 21:59');
    expect(contentCellText(end!.field, '2026-12-01T21:59:59Z', 'Europe/Helsinki')).to.equal('01.12.2026 23:59');
    expect(contentCellText(day!.field, '2026-03-09', 'Europe/Helsinki')).to.equal('09.03.2026');
    expect(contentCellText(day!.field, endOfDay, 'Europe/Helsinki')).to.equal('01.12.2026');
    expect(contentCellText(day!.field, 'soon', 'Europe/Helsinki')).to.equal('soon');
    // Seconds kept as text (an imported row) are still a time, not raw digits.
    expect(contentCellText(end!.field, String(endOfDay), 'Europe/Helsinki')).to.equal('01.12.2026 23:59');
    expect(contentCellText(end!.field, ` ${endOfDay} `, 'UTC')).to.equal('01.12.2026 21:59');
    expect(contentCellText(day!.field, String(endOfDay), 'Europe/Helsinki')).to.equal('01.12.2026');
    expect(contentCellText(end!.field, '', 'UTC')).to.equal('');
    expect(contentCellText(end!.field, undefined, 'UTC')).to.equal('');
    const rows = [record(1, { day: '2026-03-09' }), record(2, { day: '2025-12-31' }), record(3, { day: '2026-01-10' })];
    const page = applyAdminList(rows, contentListSpec([day!], 'Europe/Helsinki'), {
      ...initialAdminListQuery(25),
      sort: { column: 'day', direction: 'ascending' },
    });
    expect(page.rows.map((row) => row.id)).to.deep.equal([2, 3, 1]);
    const ends = [
      record(1, { end_date: '900000000' }),
      record(2, { end_date: '1000000000' }),
      record(3, { end_date: 950000000 }),
    ];
    const byEnd = applyAdminList(ends, contentListSpec([end!], 'UTC'), {
      ...initialAdminListQuery(25),
      sort: { column: 'end_date', direction: 'ascending' },
    });
    expect(byEnd.rows.map((row) => row.id)).to.deep.equal([1, 3, 2]);
  });

  it('sorts by identifier ascending and keeps hidden records in the "all" state', () => {
    const rows = [record(9, { name: 'b' }), record(2, { name: 'c' }, 'archived'), record(5, { name: 'a' })];
    const page = applyAdminList(rows, contentListSpec(contentColumns(teams), 'Europe/Helsinki'), {
      ...initialAdminListQuery(),
      state: 'all',
      sort: { column: 'id', direction: 'ascending' },
    });
    expect(page.rows.map((row) => row.id)).to.deep.equal([2, 5, 9]);
  });

  it('searches the shown columns and the id, not hidden fields', () => {
    const rows = [record(1, { name: 'Tappara', secret: 'x' }), record(2, { name: 'Ilves', secret: 'Tappara' })];
    const page = applyAdminList(rows, contentListSpec(contentColumns(teams), 'Europe/Helsinki'), {
      ...initialAdminListQuery(),
      state: 'all',
      search: 'tappara',
    });
    expect(page.rows.map((row) => row.id)).to.deep.equal([1]);
  });

  it('a bulk change names how many failed and which', () => {
    const summary = bulkSummary([
      { id: 4, ok: true },
      { id: 7, ok: false },
      { id: 8, ok: false },
    ]);
    expect(summary).to.deep.equal({ done: [4], failed: [7, 8] });
    expect(bulkFailureText(summary)).to.equal('2 of 3 failed: #7, #8');
  });
});

describe('domain/cms: a content_select cell (issue 29)', () => {
  const field = { name: 'customer', title: 'Customer', type: 'content_select', content_id: 2 };
  const options = [{ value: 3, label: 'City Arena Events' }];

  it("a bare id, numeric text or {id} shows the pointed-at record's label", () => {
    expect(referenceCellText(field, 3, options, 'UTC')).to.equal('City Arena Events');
    expect(referenceCellText(field, '3', options, 'UTC')).to.equal('City Arena Events');
    expect(referenceCellText(field, { id: 3, name: 'Old name' }, options, 'UTC')).to.equal('City Arena Events');
  });

  it('a record that is gone says so with its id; before the list arrives the id (or a carried name) shows', () => {
    expect(referenceCellText(field, 9, options, 'UTC')).to.equal('unknown customer (id 9)');
    expect(referenceCellText(field, 9, [], 'UTC')).to.equal('9');
    expect(referenceCellText(field, { id: 9, name: 'Stadium TV Ab' }, [], 'UTC')).to.equal('Stadium TV Ab');
    expect(referenceCellText(field, undefined, options, 'UTC')).to.equal('');
  });
});
