import { expect } from 'chai';
import { firstValueFrom, of } from 'rxjs';
import { AdminList } from '../../../src/application/admin-kit';

const rows = Array.from({ length: 400 }, (_, index) => index);
const listOf = (pageSizes: readonly number[], defaultPageSize: number): AdminList<number> =>
  new AdminList(
    of({ rows, loaded: true }),
    { searchText: () => [], value: (row) => row },
    { pageSizes, defaultPageSize },
  );

describe('application/admin-kit: AdminList', () => {
  // The paging of the audit, events list and billing tables (TablePaging before) is this one.
  it('starts at the first page of the default size; a new size starts over, an unknown one is the default', async () => {
    const list = listOf([5, 25, 0], 25);
    expect(list.current).to.include({ page: 0, pageSize: 25 });
    list.setPage(3);
    expect(list.current).to.include({ page: 3, pageSize: 25 });
    expect((await firstValueFrom(list.view$)).page).to.equal(3);
    list.setPageSize(5);
    expect(list.current).to.include({ page: 0, pageSize: 5 });
    list.setPage(2);
    list.setPage(0);
    expect(list.current).to.include({ page: 0, pageSize: 5 });
    list.setPageSize(7);
    expect(list.current).to.include({ page: 0, pageSize: 25 });
  });

  it("keeps a screen's own page sizes (billing 50/150/250): another size is its default", () => {
    const billing = listOf([50, 150, 250], 50);
    billing.setPageSize(150);
    expect(billing.current.pageSize).to.equal(150);
    billing.setPageSize(25);
    expect(billing.current.pageSize).to.equal(50);
  });
});
