import { expect } from 'chai';
import { firstValueFrom } from 'rxjs';
import sinon from 'sinon';
import {
  areaSheetHeight,
  BottomSheetController,
  bottomSheetModule,
  isTabEnabled,
  sheetInsetRule,
} from '../../../src/application/bottom-sheet';
import { createHarness, type Harness } from '../console-harness';

const signedInAs = async (harness: Harness, type: string): Promise<BottomSheetController> => {
  harness.container.load(bottomSheetModule);
  harness.receive('profile:t', 'init', { data: { id: 1, email: `${type}@demo.local`, type } });
  await harness.until((state) => state.session.profile?.type === type);
  return harness.container.get(BottomSheetController);
};

describe('application/bottom-sheet: the sheet editors open in (spec 2 §2, spec 1 §9, spec 3 §2)', () => {
  describe('spec 2 §2: tab activation is delayed 200 ms', () => {
    let clock: sinon.SinonFakeTimers;
    beforeEach(() => {
      clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    });
    afterEach(() => clock.restore());

    it('a picked tab is not active at 199 ms and is at 200 ms, once', () => {
      const harness = createHarness();
      harness.container.load(bottomSheetModule);
      const activate = sinon.fake();
      harness.container.get(BottomSheetController).activateLater(activate);
      clock.tick(199);
      expect(activate.called, 'at 199 ms').to.equal(false);
      clock.tick(1);
      expect(activate.calledOnce, 'at 200 ms').to.equal(true);
      clock.tick(1000);
      expect(activate.callCount).to.equal(1);
      harness.dispose();
    });

    it('a newer pick (or closing the sheet) within the 200 ms cancels the waiting one: only the last pick activates', () => {
      const harness = createHarness();
      harness.container.load(bottomSheetModule);
      const controller = harness.container.get(BottomSheetController);
      const first = sinon.fake();
      const second = sinon.fake();
      const waiting = controller.activateLater(first);
      clock.tick(150);
      waiting.unsubscribe();
      controller.activateLater(second);
      clock.tick(199);
      expect([first.called, second.called]).to.deep.equal([false, false]);
      clock.tick(1);
      expect([first.called, second.calledOnce]).to.deep.equal([false, true]);
      harness.dispose();
    });
  });

  it('spec 2 §2: edit-only tabs are disabled without an id, new-only tabs with one', () => {
    expect([isTabEnabled('edit', false), isTabEnabled('edit', true)]).to.deep.equal([false, true]);
    expect([isTabEnabled('new', false), isTabEnabled('new', true)]).to.deep.equal([true, false]);
    expect(isTabEnabled('always', false)).to.equal(true);
  });

  it("spec 2 §2, spec 3 §2: tab content is 584 px, 532 px above an action bar, an editor's own 600 px; fullscreen has no fixed height", () => {
    const harness = createHarness();
    harness.container.load(bottomSheetModule);
    const controller = harness.container.get(BottomSheetController);
    expect(controller.contentHeight({ actions: false, expanded: false })).to.equal(584);
    expect(controller.contentHeight({ actions: true, expanded: false })).to.equal(532);
    expect(controller.contentHeight({ actions: true, own: 600, expanded: false })).to.equal(600);
    expect(controller.contentHeight({ actions: true, own: 600, expanded: true })).to.equal(undefined);
    harness.dispose();
  });

  it('spec 3 §9: every sheet under /devices or /billing opens at 600 px, by its route; elsewhere 532 px', () => {
    const harness = createHarness();
    harness.container.load(bottomSheetModule);
    const controller = harness.container.get(BottomSheetController);
    const height = (path: string) => controller.contentHeight({ actions: true, expanded: false, path });
    for (const path of [
      '/devices/devices/edit/4',
      '/devices/devices/content_edit/7/12',
      '/devices/models/list/3/data/edit/9',
      '/devices/plan/list/5/data/new',
      '/devices/locations/list/6/data/edit/2',
      '/billing/customers/list/8/data/edit/1',
      '/billing/contracts/list/9/data/new',
      '/billing/billing/content_edit/9/3',
      '/billing/billing/event/11',
    ]) {
      expect(height(path), path).to.equal(600);
    }
    for (const path of ['/content/list/3/data/edit/9', '/settings/running_orders/edit/1', '/devicesx/edit/1']) {
      expect(height(path), path).to.equal(532);
    }
    expect(controller.contentHeight({ actions: false, expanded: false, path: '/events/edit/1' })).to.equal(584);
    expect(controller.contentHeight({ actions: true, expanded: true, path: '/devices/devices/edit/4' })).to.equal(
      undefined,
    );
    expect(areaSheetHeight('/billing')).to.equal(600);
    harness.dispose();
  });

  it('spec 1 §9: from 1440 px wide the sheet leaves 15 % on each side (70 % wide, centred); narrower it is full width', () => {
    expect(sheetInsetRule).to.deep.equal({ media: '@media (min-width: 1440px)', side: '15%' });
  });

  it('spec 3 §2: the fullscreen state is remembered locally over a reload', () => {
    const harness = createHarness();
    harness.container.load(bottomSheetModule);
    const controller = harness.container.get(BottomSheetController);
    expect(controller.isFullscreen).to.equal(false);
    controller.toggleFullscreen();
    expect(harness.storage.get('bottom_sheet.fullscreen')).to.equal(true);
    const reloaded = createHarness();
    reloaded.storage.set('bottom_sheet.fullscreen', true);
    reloaded.container.load(bottomSheetModule);
    expect(reloaded.container.get(BottomSheetController).isFullscreen).to.equal(true);
    harness.dispose();
    reloaded.dispose();
  });

  it('each toggle is journaled, and the journal’s newest wins over the stored one (a replayed log)', async () => {
    const harness = createHarness();
    harness.container.load(bottomSheetModule);
    const controller = harness.container.get(BottomSheetController);
    controller.toggleFullscreen();
    controller.toggleFullscreen();
    expect(harness.commandNames()).to.deep.equal(['bottom_sheet.fullscreen', 'bottom_sheet.fullscreen']);
    expect(controller.isFullscreen).to.equal(false);
    expect(await firstValueFrom(controller.fullscreen$)).to.equal(false);
    // A recorded toggle, as a replay's store holds it: the replaying browser's storage says otherwise.
    harness.log.append({
      kind: 'CommandIssued',
      at: harness.now(),
      id: 'recorded-1',
      account: 'admin@demo.local',
      name: 'bottom_sheet.fullscreen',
      args: { on: true },
    });
    harness.store.flush();
    expect(harness.storage.get('bottom_sheet.fullscreen')).to.equal(false);
    expect(controller.isFullscreen).to.equal(true);
    expect(await firstValueFrom(controller.fullscreen$)).to.equal(true);
    harness.dispose();
  });

  it("spec 2 §2: fullscreen is for admins: a remembered fullscreen expands an admin's sheet, not a user's", async () => {
    const user = createHarness();
    user.storage.set('bottom_sheet.fullscreen', true);
    const userSheet = await signedInAs(user, 'user');
    expect(await firstValueFrom(userSheet.isAdmin$)).to.equal(false);
    expect(await firstValueFrom(userSheet.expanded$)).to.equal(false);
    const admin = createHarness();
    admin.storage.set('bottom_sheet.fullscreen', true);
    const adminSheet = await signedInAs(admin, 'admin');
    expect(await firstValueFrom(adminSheet.expanded$)).to.equal(true);
    adminSheet.toggleFullscreen();
    expect(await firstValueFrom(adminSheet.expanded$)).to.equal(false);
    user.dispose();
    admin.dispose();
  });
});
