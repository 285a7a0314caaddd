import { expect } from 'chai';
import sinon from 'sinon';
import {
  DesktopPermission,
  desktopPermissionAskedKey,
  type DesktopNotifier,
} from '../../../src/application/notifications';
import type { KeyValueStorage } from '../../../src/application/ports';

const memoryStorage = (): KeyValueStorage => {
  const items = new Map<string, unknown>();
  return {
    get: (key) => items.get(key),
    set: (key, value) => void items.set(key, value),
    remove: (key) => void items.delete(key),
  };
};

const notifier = (canAsk: boolean) =>
  ({
    wanted: () => false,
    show: () => undefined,
    canAsk: () => canAsk,
    requestPermission: sinon.fake(),
  }) satisfies DesktopNotifier;

describe('DesktopPermission (desktop notifications: asked after a login, once)', () => {
  it('asks after a login while the user has not decided, and remembers that it asked', () => {
    const desktop = notifier(true);
    const storage = memoryStorage();
    new DesktopPermission(desktop, storage).afterLogin();
    expect(desktop.requestPermission.calledOnce).to.equal(true);
    expect(storage.get(desktopPermissionAskedKey)).to.equal(true);
  });

  it('asks once per browser: a later login, or a new page, does not ask again', () => {
    const desktop = notifier(true);
    const storage = memoryStorage();
    new DesktopPermission(desktop, storage).afterLogin();
    new DesktopPermission(desktop, storage).afterLogin();
    expect(desktop.requestPermission.calledOnce).to.equal(true);
  });

  it('does not ask when the user already decided or there are no desktop notifications', () => {
    const desktop = notifier(false);
    const storage = memoryStorage();
    new DesktopPermission(desktop, storage).afterLogin();
    expect(desktop.requestPermission.called).to.equal(false);
    expect(storage.get(desktopPermissionAskedKey)).to.equal(undefined);
  });
});
