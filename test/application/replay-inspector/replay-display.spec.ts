import { expect } from 'chai';
import { foldValue, summarizeState } from '../../../src/application/replay-inspector';
import { initialRootState } from '../../../src/domain/state';

describe('replay display helpers (issue 7: "pretty JSON, long values folded")', () => {
  it('folds strings over 160 characters and lists over 25 items, keeping short values whole', () => {
    const folded = foldValue({
      short: 'ok',
      long: 'x'.repeat(500),
      list: Array.from({ length: 30 }, (_, index) => index),
    }) as Record<string, unknown>;
    expect(folded.short).to.equal('ok');
    expect(folded.long).to.equal(`${'x'.repeat(160)}… (500 characters)`);
    expect(folded.list).to.have.length(26);
    expect((folded.list as unknown[])[25]).to.equal('… 5 more items');
  });

  it('summarizes every projection of the root state with counts', () => {
    const summary = summarizeState(initialRootState());
    expect(summary.map((slice) => slice.name)).to.deep.equal(Object.keys(initialRootState()));
    expect(summary.find((slice) => slice.name === 'runningOrders')?.figures).to.deep.include({
      label: 'byId',
      value: '0 entries',
    });
    expect(summary.find((slice) => slice.name === 'frames')?.figures).to.deep.include({
      label: 'rejected',
      value: '0',
    });
  });
});
