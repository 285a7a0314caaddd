import { expect } from 'chai';
import { eventsListChoicesProjection } from '../../../src/domain/events-list';
import { journaled, projectionSpec } from '../../support/projection-spec';
import { uploadProgress } from '../journal/journal-fixtures';

const { given, when } = projectionSpec(eventsListChoicesProjection);

const week = { from: '01.12.2026', to: '08.12.2026', active: true, archived: false };

describe('domain/events-list: events list choices projection', () => {
  it('given no filter in the log, then nothing is chosen (the remembered one stands)', () => {
    expect(given(...uploadProgress(3))).to.deep.equal({});
  });

  it('given filters chosen, then the newest stands whole', () => {
    const state = given(
      journaled('1', 'events_list.filter', week),
      journaled('2', 'events_list.filter', { ...week, archived: true }),
    );
    expect(state).to.deep.equal({ filter: { ...week, archived: true } });
  });

  it('given a filter, when one with arguments that make no sense or other commands come, then it stays', () => {
    const state = given(journaled('1', 'events_list.filter', week));
    expect(
      when(state, journaled('2', 'events_list.filter', { from: '01.12.2026', active: 'yes' }), ...uploadProgress(50)),
    ).to.equal(state);
  });
});
