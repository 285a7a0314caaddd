import { expect } from 'chai';
import {
  adminPageSizes,
  applyAdminList,
  defaultAdminPageSize,
  formatRecordTime,
  initialAdminListQuery,
  nextSort,
  type AdminListSpec,
} from '../../../src/domain/admin-kit';

interface Row {
  readonly id: number;
  readonly name: string;
  readonly type: string;
  readonly state?: 'active' | 'archived';
}

const spec: AdminListSpec<Row> = {
  searchText: (row) => [row.name, row.type],
  state: (row) => row.state,
  value: (row, column) =>
    column === 'id' ? row.id : column === 'name' ? row.name : column === 'type' ? row.type : undefined,
};

const rows: readonly Row[] = [
  { id: 1, name: 'Bravo', type: 'system' },
  { id: 2, name: 'alpha', type: 'event_form', state: 'active' },
  { id: 3, name: 'Charlie', type: 'system', state: 'archived' },
  { id: 4, name: 'delta', type: 'tag_form' },
];

describe('domain/admin-kit: applyAdminList (spec 3 §2)', () => {
  it('page sizes are 5, 15, 25, 50, 100 and All, 25 by default; the state filter starts at active', () => {
    expect(adminPageSizes).to.deep.equal([5, 15, 25, 50, 100, 0]);
    expect(defaultAdminPageSize).to.equal(25);
    expect(initialAdminListQuery()).to.include({ state: 'active', pageSize: 25, page: 0, search: '' });
  });

  it('shows active rows by default (a row without a state counts as active), archived or all on request', () => {
    const ids = (state: 'active' | 'archived' | 'all') =>
      applyAdminList(rows, spec, { ...initialAdminListQuery(), state }).rows.map((row) => row.id);
    expect(ids('active')).to.deep.equal([1, 2, 4]);
    expect(ids('archived')).to.deep.equal([3]);
    expect(ids('all')).to.deep.equal([1, 2, 3, 4]);
  });

  it('ignores the state filter for lists without states', () => {
    const stateless: AdminListSpec<Row> = { searchText: spec.searchText, value: spec.value };
    expect(applyAdminList(rows, stateless, initialAdminListQuery()).matching).to.equal(4);
  });

  it('searches the named columns case-insensitively, and filters exact values by column', () => {
    const query = { ...initialAdminListQuery(), state: 'all' as const };
    expect(applyAdminList(rows, spec, { ...query, search: ' SYS ' }).rows.map((row) => row.id)).to.deep.equal([1, 3]);
    expect(applyAdminList(rows, spec, { ...query, search: 'ALPHA' }).rows.map((row) => row.id)).to.deep.equal([2]);
    expect(
      applyAdminList(rows, spec, { ...query, filters: { type: 'tag_form' } }).rows.map((row) => row.id),
    ).to.deep.equal([4]);
    expect(applyAdminList(rows, spec, { ...query, filters: { type: '' } }).matching).to.equal(4);
  });

  it("reads a screen's cached search key instead of its texts when it has one (one lower-cased string a row)", () => {
    const query = { ...initialAdminListQuery(), state: 'all' as const };
    const keyed: AdminListSpec<Row> = { ...spec, searchKey: (row) => `${row.name}\u0000${row.type}`.toLowerCase() };
    expect(applyAdminList(rows, keyed, { ...query, search: 'SYS' }).rows.map((row) => row.id)).to.deep.equal([1, 3]);
    // The key is what is searched: a key that leaves the type out finds no row by its type.
    const nameOnly: AdminListSpec<Row> = { ...spec, searchKey: (row) => row.name.toLowerCase() };
    expect(applyAdminList(rows, nameOnly, { ...query, search: 'system' }).matching).to.equal(0);
  });

  it("lets a screen's own search rule decide, given the text as typed (the events list's accents and minimum)", () => {
    const query = { ...initialAdminListQuery(), state: 'all' as const };
    const seen: string[] = [];
    const ruled: AdminListSpec<Row> = {
      ...spec,
      matches: (row, search) => {
        seen.push(search);
        return search.trim().length < 3 || row.name.toLowerCase().startsWith(search.trim().toLowerCase());
      },
    };
    expect(applyAdminList(rows, ruled, { ...query, search: ' Ch ' }).matching).to.equal(4);
    expect(applyAdminList(rows, ruled, { ...query, search: 'CHA ' }).rows.map((row) => row.id)).to.deep.equal([3]);
    expect(seen).to.include('CHA ');
    // An empty search asks no rule at all.
    seen.length = 0;
    expect(applyAdminList(rows, ruled, { ...query, search: '  ' }).matching).to.equal(4);
    expect(seen).to.deep.equal([]);
  });

  it('sorts case-insensitively and stably, both ways; numbers as numbers', () => {
    const query = { ...initialAdminListQuery(), state: 'all' as const };
    const names = (direction: 'ascending' | 'descending') =>
      applyAdminList(rows, spec, { ...query, sort: { column: 'name', direction } }).rows.map((row) => row.name);
    expect(names('ascending')).to.deep.equal(['alpha', 'Bravo', 'Charlie', 'delta']);
    expect(names('descending')).to.deep.equal(['delta', 'Charlie', 'Bravo', 'alpha']);
    const byType = applyAdminList(rows, spec, { ...query, sort: { column: 'type', direction: 'ascending' } });
    expect(byType.rows.map((row) => row.id)).to.deep.equal([2, 1, 3, 4]);
  });

  it('pages: the page is clamped into range, All (0) is one page of everything', () => {
    const many = Array.from({ length: 53 }, (_, index) => ({ id: index, name: `r${index}`, type: 't' }));
    const query = { ...initialAdminListQuery(), pageSize: 25 };
    const third = applyAdminList(many, spec, { ...query, page: 2 });
    expect([third.rows.length, third.page, third.pageCount, third.matching, third.total]).to.deep.equal([
      3, 2, 3, 53, 53,
    ]);
    expect(applyAdminList(many, spec, { ...query, page: 9 }).page).to.equal(2);
    const all = applyAdminList(many, spec, { ...query, pageSize: 0 });
    expect([all.rows.length, all.pageCount]).to.deep.equal([53, 1]);
    // The events list's and billing's paging (their own tablePage before): the rows of a page, the last page past
    // the end, All as one page from any page.
    const twelve = many.slice(0, 12);
    const five = { ...query, pageSize: 5 };
    expect(applyAdminList(twelve, spec, { ...five, page: 1 }).rows.map((row) => row.id)).to.deep.equal([5, 6, 7, 8, 9]);
    const past = applyAdminList(twelve, spec, { ...five, page: 9 });
    expect([past.rows.map((row) => row.id), past.page, past.pageCount]).to.deep.equal([[10, 11], 2, 3]);
    const whole = applyAdminList(twelve, spec, { ...query, page: 3, pageSize: 0 });
    expect([whole.rows, whole.page, whole.pageCount]).to.deep.equal([twelve, 0, 1]);
    expect(whole.matched).to.deep.equal(twelve);
    // With nothing to narrow (no state, filter or search) the rows are paged as they came, not copied.
    const plain: AdminListSpec<Row> = { searchText: spec.searchText, value: spec.value };
    expect(applyAdminList(twelve, plain, { ...query, pageSize: 0 }).matched).to.equal(twelve);
    // And the audit's (auditPage before): 60 rows by 25, a page past the end, an empty list is one empty page.
    const sixty = Array.from({ length: 60 }, (_, index) => ({ id: index, name: `r${index}`, type: 't' }));
    expect(applyAdminList(sixty, spec, { ...query, page: 2 })).to.include({ page: 2, pageCount: 3 });
    expect(applyAdminList(sixty, spec, { ...query, page: 2 }).rows).to.have.length(10);
    expect(applyAdminList(sixty, spec, { ...query, page: 9 }).page).to.equal(2);
    const none = applyAdminList([], spec, { ...query, pageSize: 5 });
    expect([none.rows, none.page, none.pageCount]).to.deep.equal([[], 0, 1]);
  });

  it('a header click sorts ascending, a second one descending, another column ascending again', () => {
    const first = nextSort(undefined, 'name');
    expect(first).to.deep.equal({ column: 'name', direction: 'ascending' });
    expect(nextSort(first, 'name')).to.deep.equal({ column: 'name', direction: 'descending' });
    expect(nextSort(nextSort(first, 'name'), 'type')).to.deep.equal({ column: 'type', direction: 'ascending' });
  });
});

describe('domain/admin-kit: formatRecordTime (spec 3 §2.2, §9)', () => {
  it('shows day.month.year hours:minutes:seconds in the display zone, reading naive times as UTC', () => {
    expect(formatRecordTime('2024-02-01T12:30:05', 'UTC')).to.equal('01.02.2024 12:30:05');
    expect(formatRecordTime('2024-02-01T12:30:05', 'Europe/Helsinki')).to.equal('01.02.2024 14:30:05');
    expect(formatRecordTime('2024-02-01T12:30:05Z', 'UTC')).to.equal('01.02.2024 12:30:05');
    expect(formatRecordTime(undefined, 'UTC')).to.equal('');
    expect(formatRecordTime('yesterday', 'UTC')).to.equal('');
  });
});
