import { expect } from 'chai';
import { changeLimit, projectionChanges } from '../../../src/application/replay-inspector';
import { initialRootState, type RootState } from '../../../src/domain/state';

const withSlice = (slice: keyof RootState, value: unknown): RootState =>
  ({ ...initialRootState(), [slice]: value }) as RootState;

describe('projectionChanges (issue 7: "which projections it changed, with a before/after diff")', () => {
  it('lists only the slices that are different objects, with the leaves that changed, added or removed', () => {
    const shared = { big: Array.from({ length: 1000 }, (_, index) => ({ index })) };
    const before = withSlice('audit', { received: false, byId: { 1: { id: 1, outcome: 'ok' } }, ids: [1], shared });
    const after = withSlice('audit', {
      received: true,
      byId: { 1: { id: 1, outcome: 'error' }, 2: { id: 2 } },
      ids: [1, 2],
      shared,
    });
    const [audit, ...others] = projectionChanges(before, after);
    expect(others).to.deep.equal([]);
    expect(audit!.projection).to.equal('audit');
    expect(audit!.changes).to.deep.equal([
      { path: 'received', change: 'changed', before: false, after: true },
      { path: 'byId["1"].outcome', change: 'changed', before: 'ok', after: 'error' },
      { path: 'byId["2"]', change: 'added', after: { id: 2 } },
      { path: 'ids[1]', change: 'added', after: 2 },
    ]);
  });

  it(`bounds the output at ${changeLimit} differences per projection and says more were found`, () => {
    const list = (shift: number): number[] => Array.from({ length: 500 }, (_, index) => index + shift);
    const [change] = projectionChanges(withSlice('audit', { ids: list(0) }), withSlice('audit', { ids: list(1) }));
    expect(change!.changes).to.have.length(changeLimit);
    expect(change!.truncated).to.equal(true);
  });

  it('folds long values shown before and after', () => {
    const [change] = projectionChanges(
      withSlice('audit', { note: 'a' }),
      withSlice('audit', { note: 'b'.repeat(400) }),
    );
    expect(change!.changes[0]!.after).to.equal(`${'b'.repeat(160)}… (400 characters)`);
  });

  it('a slice rebuilt equal is no change', () => {
    expect(projectionChanges(withSlice('audit', { ids: [1] }), withSlice('audit', { ids: [1] }))).to.deep.equal([]);
  });
});
