import { expect } from 'chai';
import { pendingCommandsInOrder, pendingCommandsKeptMs, pendingCommandsProjection } from '../../../src/domain/journal';
import { projectionSpec } from '../../support/projection-spec';
import { issued, settled, uploadProgress } from './journal-fixtures';

const { given, when } = projectionSpec(pendingCommandsProjection);

describe('domain/journal: pending commands projection', () => {
  it('given issued commands, then they are pending in issue order; when one settles, then it is gone', () => {
    const state = given(issued('b', 'transcoder.start', {}, 10), issued('a', 'events.stop', {}, 20));
    expect(pendingCommandsInOrder(state).map((command) => [command.id, command.name, command.issuedAt])).to.deep.equal([
      ['b', 'transcoder.start', 10],
      ['a', 'events.stop', 20],
    ]);
    expect(pendingCommandsInOrder(when(state, settled('b', 'ok', 30))).map((command) => command.id)).to.deep.equal([
      'a',
    ]);
  });

  it('given a pending command, when hundreds of other commands follow and settle, then it is still pending', () => {
    const progress = uploadProgress(600, 5);
    const state = given(
      issued('slow', 'clips.save', {}, 1),
      ...progress.flatMap((command) => [command, settled(command.id, 'ok', 6)]),
    );
    expect(pendingCommandsInOrder(state).map((command) => command.id)).to.deep.equal(['slow']);
  });

  it('given a command never settled in the log, when a command is issued a minute later, then it is dropped', () => {
    const state = given(issued('cut', 'events.stop', {}, 1_000));
    expect(
      Object.keys(when(state, issued('next', 'events.stop', {}, 1_000 + pendingCommandsKeptMs)).byId),
    ).to.deep.equal(['cut', 'next']);
    expect(
      Object.keys(when(state, issued('next', 'events.stop', {}, 1_001 + pendingCommandsKeptMs)).byId),
    ).to.deep.equal(['next']);
  });

  it('given a settlement without its issue, then nothing changes', () => {
    const state = given(issued('a', 'events.stop'));
    expect(when(state, settled('unknown', 'ok'))).to.equal(state);
  });
});
