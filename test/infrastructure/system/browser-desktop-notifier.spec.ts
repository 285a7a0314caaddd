import { expect } from 'chai';
import sinon from 'sinon';
import {
  BrowserDesktopNotifier,
  type NotificationApi,
} from '../../../src/infrastructure/system/browser-desktop-notifier';

/** A stand-in for the browser's Notification: records what was shown, answers the prompt as told. */
const fakeNotification = (permission: string, answer: () => Promise<string> = () => Promise.resolve('granted')) => {
  const shown: { title: string; body?: string }[] = [];
  const close = sinon.fake();
  const requestPermission = sinon.fake(answer);
  const Api = function FakeNotification(this: unknown, title: string, options: { body?: string } = {}) {
    shown.push({ title, ...options });
    return { close };
  } as unknown as NotificationApi;
  Object.assign(Api, { permission, requestPermission });
  return { Api, shown, close, requestPermission };
};

const host = (Notification: NotificationApi | undefined, hidden = true) => ({
  document: { hidden },
  ...(Notification ? { Notification } : {}),
});

describe('BrowserDesktopNotifier (the Notification API behind the DesktopNotifier port)', () => {
  it('may ask only while the user has not decided', () => {
    expect(new BrowserDesktopNotifier(host(fakeNotification('default').Api)).canAsk()).to.equal(true);
    expect(new BrowserDesktopNotifier(host(fakeNotification('granted').Api)).canAsk()).to.equal(false);
    expect(new BrowserDesktopNotifier(host(fakeNotification('denied').Api)).canAsk()).to.equal(false);
    expect(new BrowserDesktopNotifier(host(undefined)).canAsk()).to.equal(false);
  });

  it('asks through Notification.requestPermission, and a refused or failing prompt changes nothing', async () => {
    const asked = fakeNotification('default');
    new BrowserDesktopNotifier(host(asked.Api)).requestPermission();
    expect(asked.requestPermission.calledOnce).to.equal(true);
    const failing = fakeNotification('default', () => Promise.reject(new Error('blocked')));
    new BrowserDesktopNotifier(host(failing.Api)).requestPermission();
    await new Promise((resolve) => setImmediate(resolve));
    expect(failing.requestPermission.calledOnce).to.equal(true);
    expect(() => new BrowserDesktopNotifier(host(undefined)).requestPermission()).to.not.throw();
  });

  it('shows a notification only when allowed, and is wanted only while the page is hidden', () => {
    const allowed = fakeNotification('granted');
    const notifier = new BrowserDesktopNotifier(host(allowed.Api));
    expect(notifier.wanted()).to.equal(true);
    const handle = notifier.show('Transcoder started!', 'Event 1');
    expect(allowed.shown).to.deep.equal([{ title: 'Transcoder started!', body: 'Event 1' }]);
    handle?.close();
    expect(allowed.close.calledOnce).to.equal(true);
    expect(new BrowserDesktopNotifier(host(allowed.Api, false)).wanted()).to.equal(false);
    const undecided = fakeNotification('default');
    expect(new BrowserDesktopNotifier(host(undecided.Api)).show('Transcoder started!')).to.equal(undefined);
    expect(undecided.shown).to.deep.equal([]);
  });
});
