import { expect } from 'chai';
import { firstValueFrom } from 'rxjs';
import { BottomSheetController, bottomSheetModule, isTabEnabled, sheetContentHeight, sheetInset, tabActivationDelayMs } from '../../../src/application/bottom-sheet';
import { createHarness } from '../uploads/console-harness';

describe('application/bottom-sheet: the sheet editors open in (spec 2 §2, spec 1 §9, spec 3 §2)', () => {
  it('spec 2 §2: content 584 px (532 with an action bar); inset at 70 % from 1440 px; tab activation delayed 200 ms', () => {
    expect(sheetContentHeight).to.deep.equal({ plain: 584, withActions: 532 });
    expect(sheetInset).to.deep.equal({ fromWidth: 1440, widthPercent: 70 });
    expect(tabActivationDelayMs).to.equal(200);
  });

  it('spec 2 §2: edit-only tabs are disabled without an id, new-only tabs with one', () => {
    expect([isTabEnabled('edit', false), isTabEnabled('edit', true)]).to.deep.equal([false, true]);
    expect([isTabEnabled('new', false), isTabEnabled('new', true)]).to.deep.equal([true, false]);
    expect(isTabEnabled('always', false)).to.equal(true);
  });

  it('spec 3 §2: the fullscreen state is remembered locally; the toggle is for admins', async () => {
    const harness = createHarness();
    harness.container.load(bottomSheetModule);
    harness.receive('profile:t', 'init', { data: { id: 1, email: 'user@demo.local', type: 'user' } });
    const controller = harness.container.get(BottomSheetController);
    expect(controller.isFullscreen).to.equal(false);
    controller.toggleFullscreen();
    expect(harness.storage.get('bottom_sheet.fullscreen')).to.equal(true);
    expect(await firstValueFrom(controller.isAdmin$)).to.equal(false);
    const again = createHarness();
    again.storage.set('bottom_sheet.fullscreen', true);
    again.container.load(bottomSheetModule);
    expect(again.container.get(BottomSheetController).isFullscreen).to.equal(true);
    harness.dispose();
    again.dispose();
  });
});
