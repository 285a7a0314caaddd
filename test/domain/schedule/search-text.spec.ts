import { expect } from 'chai';
import { foldSearchText, matchesSearch } from '../../../src/domain/schedule';

describe('domain/schedule: one search rule for every search box (issue 21 "Search")', () => {
  it("ignores accents and case: 'karpat' finds 'Kärpät', 'KÄRPÄT' finds 'Karpat'", () => {
    expect(matchesSearch(['Tappara – Kärpät'], 'karpat')).to.equal(true);
    expect(matchesSearch(['Karpat'], 'KÄRPÄT')).to.equal(true);
    expect(matchesSearch(['Ässät – HIFK'], 'assat')).to.equal(true);
    expect(matchesSearch(['Kärpät'], 'tappara')).to.equal(false);
  });

  it('folds letters without a decomposition and squeezes blanks', () => {
    expect(foldSearchText('  Søren  Æbelø Straße ')).to.equal('soren aebelo strasse');
    expect(matchesSearch(['Crème brûlée'], 'CREME  BRULEE')).to.equal(true);
  });

  it('looks in every haystack, skipping missing ones; a blank text matches everything', () => {
    expect(matchesSearch([undefined, 'Liiga'], 'liig')).to.equal(true);
    expect(matchesSearch([undefined], 'liig')).to.equal(false);
    expect(matchesSearch(['anything'], '   ')).to.equal(true);
  });
});
