import { expect } from 'chai';
import { isOwnFilter } from '../../../src/domain/settings';

describe("domain/settings filter owner (issue 28: a saved filter is its author's alone)", () => {
  it("only the account named as the author owns a filter; a filter without one is nobody's", () => {
    expect(isOwnFilter({ account_id: 3 }, 3)).to.equal(true);
    expect(isOwnFilter({ account_id: 3 }, 4)).to.equal(false);
    expect(isOwnFilter({}, 3)).to.equal(false);
    expect(isOwnFilter({ account_id: '3' }, 3)).to.equal(false);
  });
});
