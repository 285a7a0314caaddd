import { expect } from 'chai';
import { clockCommands, displayZoneProjection } from '../../../src/domain/clock';
import { folding, issued, uploadProgress } from '../journal/journal-fixtures';

const { given, when } = folding(displayZoneProjection);

describe('domain/clock: display zone projection', () => {
  it('given no zone in the log, then none is known (the replaying browser keeps its own)', () => {
    expect(given(...uploadProgress(2))).to.deep.equal({});
  });

  it('given sessions journaling their zone, then the newest stands whatever follows', () => {
    const state = given(
      issued('1', clockCommands.displayZone.name, { zone: 'Europe/Helsinki' }),
      issued('2', clockCommands.displayZone.name, { zone: 'Pacific/Auckland' }),
    );
    expect(state.zone).to.equal('Pacific/Auckland');
    expect(when(state, ...uploadProgress(300))).to.equal(state);
  });

  it('given a zone, when a zone command without a usable zone comes, then the zone stays', () => {
    const state = given(issued('1', clockCommands.displayZone.name, { zone: 'Europe/Helsinki' }));
    expect(
      when(
        state,
        issued('2', clockCommands.displayZone.name, { zone: '' }),
        issued('3', clockCommands.displayZone.name, {}),
      ),
    ).to.equal(state);
  });
});
