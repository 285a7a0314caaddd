import { expect } from 'chai';
import { surfacedGroups } from '../../../src/domain/rights/console-surfaces';

// The surfaces are declared apart from the rights (so the entry chunk does not carry them), each once: every menu
// entry, settings tab, channels tab and part of a screen has exactly one surface row, and every row has its entry.
describe('domain/rights: console-surfaces.ts has one row per console entry', () => {
  for (const group of surfacedGroups)
    it(`${group.title}: the rows are keyed exactly like the rights`, () => {
      expect(new Set(group.rightKeys).size, 'a right declared twice').to.equal(group.rightKeys.length);
      expect([...group.surfaceKeys].sort()).to.deep.equal([...group.rightKeys].sort());
    });

  it('covers every kind of console entry the rights declare', () => {
    expect(surfacedGroups.map((group) => group.title)).to.deep.equal([
      'Menu',
      'Settings tabs',
      'Channels tabs',
      'Parts of screens',
    ]);
  });
});
