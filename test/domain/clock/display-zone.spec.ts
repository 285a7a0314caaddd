import { expect } from 'chai';
import { clockCommands, displayZoneProjection } from '../../../src/domain/clock';
import { journaled, projectionSpec } from '../../support/projection-spec';
import { uploadProgress } from '../journal/journal-fixtures';

const { given, when } = projectionSpec(displayZoneProjection);

describe('domain/clock: display zone projection', () => {
  it('given no zone in the log, then none is known (the replaying browser keeps its own)', () => {
    expect(given(...uploadProgress(2))).to.deep.equal({});
  });

  it('given sessions journaling their zone, then the newest stands whatever follows', () => {
    const state = given(
      journaled('1', clockCommands.displayZone.name, { zone: 'Europe/Helsinki' }),
      journaled('2', clockCommands.displayZone.name, { zone: 'Pacific/Auckland' }),
    );
    expect(state.zone).to.equal('Pacific/Auckland');
    expect(when(state, ...uploadProgress(300))).to.equal(state);
  });

  it('given a zone, when a zone command without a usable zone comes, then the zone stays', () => {
    const state = given(journaled('1', clockCommands.displayZone.name, { zone: 'Europe/Helsinki' }));
    expect(
      when(
        state,
        journaled('2', clockCommands.displayZone.name, { zone: '' }),
        journaled('3', clockCommands.displayZone.name, {}),
      ),
    ).to.equal(state);
  });
});
