import { expect } from 'chai';
import sinon from 'sinon';
import {
  desktopNotificationCloseMs,
  DesktopNotifications,
  DesktopNotifier,
} from '../../../src/application/notifications';
import { consoleFixture, type ConsoleFixture } from '../console-harness';

describe('DesktopNotifications (spec 1 §9 "A desktop notification closes after 15 s")', () => {
  let console: ConsoleFixture;
  let clock: sinon.SinonFakeTimers;
  let wanted: boolean;
  const close = sinon.fake();
  const show = sinon.fake.returns({ close });

  beforeEach(() => {
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    console = consoleFixture();
    wanted = true;
    close.resetHistory();
    show.resetHistory();
    console.container
      .rebind(DesktopNotifier)
      .toConstantValue({ wanted: () => wanted, show, canAsk: () => false, requestPermission: () => undefined });
  });
  afterEach(() => {
    console.dispose();
    clock.restore();
  });

  it('repeats a new result on the desktop while the page is hidden and closes it after 15 s', () => {
    const desktop = console.container.get(DesktopNotifications);
    desktop.start();
    console.issue('c1', 'transcoder.start');
    console.settle('c1', 'error');
    expect(show.calledOnceWith('Transcoder start failed!')).to.equal(true);
    clock.tick(desktopNotificationCloseMs - 1);
    expect(close.called).to.equal(false);
    clock.tick(1);
    expect(close.calledOnce).to.equal(true);
    desktop.stop();
  });

  it('stays quiet while the page is visible, and for results from before it started', () => {
    console.issue('before', 'transcoder.start');
    console.settle('before', 'ok');
    const desktop = console.container.get(DesktopNotifications);
    desktop.start();
    expect(show.called).to.equal(false);
    wanted = false;
    console.issue('c2', 'transcoder.stop');
    console.settle('c2', 'ok');
    expect(show.called).to.equal(false);
    desktop.stop();
  });
});
