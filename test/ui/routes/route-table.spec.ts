import { expect } from 'chai';
import { menuEntries, routeRights } from '../../../src/domain/rights';
import { areaRoutes } from '../../../src/ui/routes/route-table';

describe('the route table folded from the ui manifests (issue 30 §4)', () => {
  const paths = areaRoutes.map((area) => area.path);

  it('has each area once', () => {
    expect(new Set(paths).size).to.equal(paths.length);
  });

  it("has an area behind every menu entry, so the menu's own links open a screen", () => {
    for (const entry of menuEntries) expect(paths, entry.route).to.include(entry.route);
  });

  it('has an area for every top route the rights declare, and none they do not (/login is outside the root)', () => {
    const declared = Object.keys(routeRights).filter((path) => path !== '/login');
    expect([...paths].sort()).to.deep.equal(declared.sort());
  });
});
