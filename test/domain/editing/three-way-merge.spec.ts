import { expect } from 'chai';
import { mergedValues, sameValue, threeWayMerge, unchosen } from '../../../src/domain/editing';

const base = { title: 'Derby', subtitle: 'Round 1', tags: ['a'], meta: { notes: 'x' } };

describe('domain/editing: three-way merge of a stale save (issue 32 §2)', () => {
  it('takes the fields only they changed, keeps the fields only I changed, and compares nothing else', () => {
    const mine = { ...base, subtitle: 'Round 2' };
    const theirs = { ...base, title: 'Derby (moved)' };
    const merge = threeWayMerge(base, mine, theirs);
    expect(merge.compared).to.deep.equal([
      { field: 'title', base: 'Derby', mine: 'Derby', theirs: 'Derby (moved)', conflict: false },
    ]);
    expect(merge.conflicts).to.deep.equal([]);
    expect(mergedValues(mine, merge, {})).to.deep.equal({ ...base, title: 'Derby (moved)', subtitle: 'Round 2' });
  });

  it('makes a field both changed differently a conflict, kept mine until chosen, theirs when chosen', () => {
    const mine = { ...base, title: 'Derby, mine' };
    const theirs = { ...base, title: 'Derby, theirs', meta: { notes: 'y' } };
    const merge = threeWayMerge(base, mine, theirs);
    expect(merge.conflicts).to.deep.equal(['title']);
    expect(unchosen(merge, {})).to.deep.equal(['title']);
    expect(mergedValues(mine, merge, {})).to.deep.include({ title: 'Derby, mine', meta: { notes: 'y' } });
    expect(mergedValues(mine, merge, { title: 'theirs' }).title).to.equal('Derby, theirs');
    expect(unchosen(merge, { title: 'mine' })).to.deep.equal([]);
  });

  it('is no conflict when both made the same change', () => {
    const merge = threeWayMerge(base, { ...base, tags: ['a', 'b'] }, { ...base, tags: ['a', 'b'] });
    expect(merge.compared.map((entry) => entry.conflict)).to.deep.equal([false]);
  });

  it('compares nested values by structure, and a field they removed is removed', () => {
    expect(sameValue({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).to.equal(true);
    expect(sameValue({ a: 1 }, { a: 1, b: undefined })).to.equal(true);
    expect(sameValue([1], { 0: 1 })).to.equal(false);
    const { subtitle: _gone, ...theirs } = base;
    const merged = mergedValues(base, threeWayMerge(base, base, theirs), {});
    expect(merged).to.not.have.property('subtitle');
  });
});

describe('domain/editing: choosing per field', () => {
  it('lets the operator keep their own value even for a field only the others changed', () => {
    const theirs = { ...base, title: 'Derby (moved)' };
    const merge = threeWayMerge(base, base, theirs);
    expect(mergedValues(base, merge, { title: 'mine' }).title).to.equal('Derby');
    expect(mergedValues(base, merge, {}).title).to.equal('Derby (moved)');
  });
});
