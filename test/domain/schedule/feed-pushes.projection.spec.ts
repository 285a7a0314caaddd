import { expect } from 'chai';
import { feedPushesProjection, filterPushFailure, lastFilterPush } from '../../../src/domain/schedule';
import { projectionSpec } from '../../support/projection-spec';
import { issued, settled, uploadProgress } from '../journal/journal-fixtures';

const { given, when } = projectionSpec(feedPushesProjection);
const filter = (id: string, target: string) => issued(id, 'events.filter', { limit: 50 }, 1, target);

describe('domain/schedule: feed pushes projection', () => {
  it('given filter pushes of two feeds, then each feed has its newest push', () => {
    const state = given(filter('1', 'events:all'), filter('2', 'events:list'), filter('3', 'events:all'));
    expect(lastFilterPush(state, 'events:all')).to.deep.equal({ id: '3', status: 'pending' });
    expect(lastFilterPush(state, 'events:list')).to.deep.equal({ id: '2', status: 'pending' });
    expect(lastFilterPush(state, 'events:cloudrec')).to.equal(undefined);
  });

  it('given a refused push, when hundreds of upload progress commands follow, then its failure is still shown', () => {
    const state = given(filter('1', 'events:all'), settled('1', 'not_sent', 2, 'not connected'));
    expect(filterPushFailure(when(state, ...uploadProgress(500)), 'events:all')).to.equal('not connected');
  });

  it('given a failed push, when a newer push of the feed is issued or succeeds, then no failure is shown', () => {
    const failed = given(filter('1', 'events:all'), settled('1', 'timeout'));
    expect(filterPushFailure(failed, 'events:all')).to.equal('timeout');
    const again = when(failed, filter('2', 'events:all'));
    expect(filterPushFailure(again, 'events:all')).to.equal(undefined);
    expect(filterPushFailure(when(again, settled('2', 'ok')), 'events:all')).to.equal(undefined);
  });

  it('given an older push answered after a newer one was issued, then the newer one stands', () => {
    const state = given(filter('1', 'events:all'), filter('2', 'events:all'), settled('1', 'error'));
    expect(lastFilterPush(state, 'events:all')).to.deep.equal({ id: '2', status: 'pending' });
  });

  it('given a filter push without a target, or another command, then no feed changes', () => {
    const state = given(issued('1', 'events.filter', {}), issued('2', 'events.stop', {}, 1, 'events:all'));
    expect(state.byTarget).to.deep.equal({});
  });
});
