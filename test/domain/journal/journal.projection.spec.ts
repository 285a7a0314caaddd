import { expect } from 'chai';
import { journalKept, journalProjection } from '../../../src/domain/journal';
import { folding, issued, settled, uploadProgress } from './journal-fixtures';

const { given, when } = folding(journalProjection);

describe('domain/journal: journal projection', () => {
  it('given a command issued and settled, then the journal holds it with its outcome', () => {
    const state = given(issued('1', 'events.stop', { uuid: 'u' }, 10), settled('1', 'ok', 25));
    expect(state.order).to.deep.equal(['1']);
    expect(state.byId['1']).to.include({ name: 'events.stop', status: 'ok', issuedAt: 10, settledAt: 25 });
  });

  it(`given more than ${journalKept} commands, then it keeps the newest ${journalKept} and forgets the rest`, () => {
    const state = given(issued('first', 'events.stop'), ...uploadProgress(journalKept));
    expect(state.order).to.have.length(journalKept);
    expect(state.order[0]).to.equal('progress-0');
    expect(state.byId.first).to.equal(undefined);
    expect(Object.keys(state.byId)).to.have.length(journalKept);
    // The outcome of a forgotten command has nothing to attach to.
    expect(when(state, settled('first', 'ok'))).to.equal(state);
  });
});
