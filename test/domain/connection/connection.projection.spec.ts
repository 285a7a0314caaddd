import { expect } from 'chai';
import { connectionHasFailed, connectionProjection, type ConnectionChanged } from '../../../src/domain/connection';
import { projectionSpec } from '../../support/projection-spec';

const changed = (state: ConnectionChanged['state'], attempt: number, at: number): ConnectionChanged => ({
  type: 'ConnectionChanged',
  state,
  attempt,
  at,
});

const { given, when } = projectionSpec(connectionProjection);

describe('domain/connection: losing the server (spec 1 §2.3, issue 21 "Outages")', () => {
  it('Given a connection that was up, When it is lost, Then it remembers when, across the attempts that follow', () => {
    const state = given(
      changed('connecting', 0, 1_000),
      changed('connected', 0, 1_200),
      changed('disconnected', 0, 5_000),
      changed('disconnected', 1, 6_000),
      changed('disconnected', 2, 8_000),
    );
    expect(state.lostAt).to.equal(5_000);
    expect(state.attempt).to.equal(2);
    expect(connectionHasFailed(state)).to.equal(false);
  });

  it('Given more than 3 failed reconnect counts, Then it has failed; When it comes back, Then the loss is forgotten', () => {
    const lost = given(
      changed('connected', 0, 0),
      changed('disconnected', 0, 1_000),
      changed('disconnected', 4, 19_000),
    );
    expect(connectionHasFailed(lost)).to.equal(true);
    const back = when(lost, changed('connected', 0, 25_000));
    expect(back.lostAt).to.equal(undefined);
    expect(back.reconnects).to.equal(1);
    expect(connectionHasFailed(back)).to.equal(false);
  });

  it('Given a console that never connected, Then nothing was lost (it is still connecting)', () => {
    expect(given(changed('connecting', 0, 0), changed('disconnected', 1, 500)).lostAt).to.equal(undefined);
  });
});
