import { expect } from 'chai';
import { bottomSheetChoicesProjection } from '../../../src/domain/bottom-sheet';
import { journaled, projectionSpec } from '../../support/projection-spec';
import { uploadProgress } from '../journal/journal-fixtures';

const { given, when } = projectionSpec(bottomSheetChoicesProjection);

describe('domain/bottom-sheet: bottom sheet choices projection', () => {
  it('given no toggle in the log, then nothing is chosen (the remembered one stands)', () => {
    expect(given(...uploadProgress(3))).to.deep.equal({});
  });

  it('given fullscreen toggles, then the newest stands', () => {
    const state = given(
      journaled('1', 'bottom_sheet.fullscreen', { on: true }),
      journaled('2', 'bottom_sheet.fullscreen', { on: false }),
    );
    expect(state).to.deep.equal({ fullscreen: false });
  });

  it('given a toggle, when one with arguments that make no sense or other commands come, then it stays', () => {
    const state = given(journaled('1', 'bottom_sheet.fullscreen', { on: true }));
    expect(when(state, journaled('2', 'bottom_sheet.fullscreen', { on: 'yes' }), ...uploadProgress(50))).to.equal(
      state,
    );
  });
});
