import { expect } from 'chai';
import { firstValueFrom, of } from 'rxjs';
import { AdminList } from '../../../src/application/admin-kit';

describe('application/admin-kit: AdminList', () => {
  it('takes one of its page sizes, back at the first page; an unknown size is the default', async () => {
    const rows = Array.from({ length: 40 }, (_, index) => index);
    const list = new AdminList(of({ rows, loaded: true }), { searchText: () => [], value: (row) => row });
    list.setPage(1);
    expect((await firstValueFrom(list.view$)).page).to.equal(1);
    list.setPageSize(5);
    expect(list.current).to.include({ page: 0, pageSize: 5 });
    list.setPageSize(7);
    expect(list.current).to.include({ page: 0, pageSize: 25 });
    const billing = new AdminList(
      of({ rows, loaded: true }),
      { searchText: () => [], value: (row) => row },
      {
        pageSizes: [15, 20, 30],
        defaultPageSize: 15,
      },
    );
    billing.setPageSize(25);
    expect(billing.current.pageSize).to.equal(15);
  });
});
