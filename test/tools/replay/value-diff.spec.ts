import { expect } from 'chai';
import { deepEqual, valueDifferences } from '../../../tools/replay/value-diff';

describe('value diff (the path-level diff of --diff)', () => {
  it('compares structurally, ignoring key order', () => {
    expect(deepEqual({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).to.equal(true);
    expect(deepEqual({ a: 1 }, { a: 1, b: undefined })).to.equal(false);
    expect(deepEqual([1, 2], [2, 1])).to.equal(false);
    expect(deepEqual(null, {})).to.equal(false);
  });

  it('names the leaves where two values part, at most `limit`, with the side a key is missing from', () => {
    const left = { byId: { '7': { name: 'A', tags: ['x'] } }, order: [7], 'odd key': 1 };
    const right = { byId: { '7': { name: 'B', tags: ['x', 'y'] } }, order: [7], extra: true };
    expect(valueDifferences(left, right, 'slice', 10)).to.deep.equal([
      { path: 'slice.byId["7"].name', left: 'A', right: 'B' },
      { path: 'slice.byId["7"].tags[1]', right: 'y', missing: 'left' },
      { path: 'slice["odd key"]', left: 1, missing: 'right' },
      { path: 'slice.extra', right: true, missing: 'left' },
    ]);
    expect(valueDifferences(left, right, 'slice', 1)).to.have.length(1);
    expect(valueDifferences(1, 1, 'same')).to.deep.equal([]);
  });
});
