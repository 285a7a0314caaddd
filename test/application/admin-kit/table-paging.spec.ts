import { expect } from 'chai';
import { firstValueFrom } from 'rxjs';
import { TablePaging } from '../../../src/application/admin-kit';

describe('application/admin-kit: TablePaging', () => {
  it('starts at the first page of the default size; a new size starts over, an unknown one is the default', async () => {
    const paging = new TablePaging([5, 25, 0], 25);
    expect(await firstValueFrom(paging.choice$)).to.deep.equal({ page: 0, size: 25 });
    paging.setPage(3);
    expect(await firstValueFrom(paging.choice$)).to.deep.equal({ page: 3, size: 25 });
    paging.setPageSize(5);
    expect(await firstValueFrom(paging.choice$)).to.deep.equal({ page: 0, size: 5 });
    paging.setPage(2);
    paging.firstPage();
    expect(await firstValueFrom(paging.choice$)).to.deep.equal({ page: 0, size: 5 });
    paging.setPageSize(7);
    expect(await firstValueFrom(paging.choice$)).to.deep.equal({ page: 0, size: 25 });
  });
});
