import { expect } from 'chai';
import { latestCommandsProjection } from '../../../src/domain/journal';
import { projectionSpec } from '../../support/projection-spec';
import { issued, settled, uploadProgress } from './journal-fixtures';

const { given, when } = projectionSpec(latestCommandsProjection);

describe('domain/journal: latest commands projection', () => {
  it('given a logout that failed, then it is the newest of its name with the outcome and reason', () => {
    const state = given(issued('1', 'session.logout'), settled('1', 'error', 2, 'server down'));
    expect(state.byName['session.logout']).to.deep.equal({ id: '1', status: 'error', reason: 'server down' });
    expect(state.pendingNames).to.deep.equal({});
  });

  it('given a failed logout, when hundreds of other commands follow, then it is still the newest logout', () => {
    const state = given(issued('1', 'session.logout'), settled('1', 'timeout'), ...uploadProgress(500));
    expect(state.byName['session.logout']).to.deep.equal({ id: '1', status: 'timeout' });
  });

  it('given a newer command of the name, when the older one settles, then the newer one stands', () => {
    const state = given(issued('1', 'session.logout'), issued('2', 'session.logout'));
    const next = when(state, settled('1', 'error'));
    expect(next.byName['session.logout']).to.deep.equal({ id: '2', status: 'pending' });
    expect(when(next, settled('2', 'ok')).byName['session.logout']).to.deep.equal({ id: '2', status: 'ok' });
  });
});
