import { expect } from 'chai';
import { journalKept, journalProjection, type JournalState } from '../../../src/domain/journal';
import { projectionSpec } from '../../support/projection-spec';
import { issued, settled, uploadProgress } from './journal-fixtures';

const { given, when } = projectionSpec(journalProjection);

describe('domain/journal: journal projection', () => {
  it('given a command issued and settled, then the journal holds it with its outcome', () => {
    const state = given(issued('1', 'events.stop', { uuid: 'u' }, 10), settled('1', 'ok', 25));
    expect(state.order).to.deep.equal(['1']);
    expect(state.byId['1']).to.include({ name: 'events.stop', status: 'ok', issuedAt: 10, settledAt: 25 });
  });

  it(`given ${journalKept} commands, when one more is issued, then the oldest is forgotten`, () => {
    // Built in one step (folding 5,000 commands one produce at a time copies the order 5,000 times).
    const full: JournalState = {
      order: uploadProgress(journalKept).map((command) => command.id),
      byId: Object.fromEntries(
        uploadProgress(journalKept).map((command) => [
          command.id,
          {
            id: command.id,
            account: command.account,
            name: command.name,
            args: command.args,
            issuedAt: 1,
            status: 'pending',
          },
        ]),
      ),
    };
    const state = when(full, issued('newest', 'events.stop'));
    expect(state.order).to.have.length(journalKept);
    expect(state.order[0]).to.equal('progress-1');
    expect(state.order.at(-1)).to.equal('newest');
    expect(state.byId['progress-0']).to.equal(undefined);
    expect(Object.keys(state.byId)).to.have.length(journalKept);
    // The outcome of a forgotten command has nothing to attach to.
    expect(when(state, settled('progress-0', 'ok'))).to.equal(state);
  });
});
