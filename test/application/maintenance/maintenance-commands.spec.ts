import { expect } from 'chai';
import sinon from 'sinon';
import { firstValueFrom, filter } from 'rxjs';
import {
  MaintenanceCommands,
  maintenanceModule,
  MaintenancePoller,
  MaintenanceStatusQueries,
} from '../../../src/application/maintenance';
import { notificationsModule, NoticeRules } from '../../../src/application/notifications';
import { HttpGateway } from '../../../src/application/http';
import { RuntimeConfig } from '../../../src/application/ports';
import { createHarness, settle, toastsOf, type PushHandler } from '../console-harness';

const maintenanceFixture = (type: string, push?: PushHandler, running = false) => {
  const harness = createHarness({
    ...(push ? { push } : {}),
    http: (request) => ({ status: 200, body: { running }, url: request.path }),
  });
  harness.container.rebind(RuntimeConfig).toConstantValue({
    apiBase: '/api/v1',
    socketUrl: '/socket',
    maintenanceUrl: '/api/v1/maintenance.json',
    latestVersionUrl: '/latest',
  });
  harness.container.bind(HttpGateway).toSelf().inSingletonScope();
  harness.container.bind(MaintenancePoller).toSelf().inSingletonScope();
  harness.container.load(notificationsModule, maintenanceModule);
  harness.receive('profile:tok', 'init', { data: { id: 1, email: `${type}@demo.local`, type } });
  return {
    ...harness,
    commands: harness.container.get(MaintenanceCommands),
    queries: harness.container.get(MaintenanceStatusQueries),
    rules: Object.assign({}, ...harness.container.getAll<Record<string, unknown>>(NoticeRules)) as NoticeRules,
  };
};

/** 24.11.2026 hh:mm UTC in unix seconds. */
const at = (hour: number, minute: number): number => Date.UTC(2026, 10, 24, hour, minute) / 1000;

describe('maintenance commands (spec 3 §4, §7 send_control maintenance, §8)', () => {
  let clock: sinon.SinonFakeTimers | undefined;
  afterEach(() => clock?.restore());

  it("starts with control maintenance {type: start, …}: 'Maintenance started!', and rechecks the status 1000 ms later", async () => {
    const fixture = maintenanceFixture('root');
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval'] });
    const checked = fixture.commands.startFrom(at(20, 0), at(21, 0), 'Upgrade');
    if (!('control' in checked)) throw new Error('the window should be valid');
    await fixture.commands.start(checked.control);
    expect(fixture.socket.push.firstCall.args.slice(0, 3)).to.deep.equal(['control', 'maintenance', checked.control]);
    await clock.tickAsync(999);
    expect(fixture.http.callCount).to.equal(0);
    await clock.tickAsync(1);
    expect(fixture.http.firstCall.args[0]).to.include({ name: 'maintenance', method: 'GET' });
    clock.restore();
    await settle();
    expect(toastsOf(fixture.store.state, fixture.rules)).to.deep.equal([
      { title: 'Maintenance started!', intent: 'success' },
    ]);
    fixture.dispose();
  });

  it("says 'Unable to stop maintenance!' when the server refuses, and still rechecks", async () => {
    const fixture = maintenanceFixture('root', () => ({ status: 'error', response: { reason: 'unauthorized' } }));
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval'] });
    await fixture.commands.stop();
    expect(fixture.socket.push.firstCall.args.slice(0, 3)).to.deep.equal(['control', 'maintenance', { type: 'end' }]);
    await clock.tickAsync(1000);
    expect(fixture.http.callCount).to.equal(1);
    clock.restore();
    await settle();
    expect(toastsOf(fixture.store.state, fixture.rules)).to.deep.equal([
      { title: 'Unable to stop maintenance!', intent: 'error' },
    ]);
    fixture.dispose();
  });

  it('refuses a window whose end is not after its start, without sending', () => {
    const fixture = maintenanceFixture('root');
    expect(fixture.commands.startFrom(at(20, 0), at(19, 0), '')).to.deep.equal({
      problem: 'The end must be after the start.',
    });
    expect(fixture.socket.push.called).to.equal(false);
    fixture.dispose();
  });

  it('refuses a start further than a year ahead or a window over 30 days, as the server would (issue 28)', () => {
    const fixture = maintenanceFixture('root');
    const day = 86_400;
    expect(fixture.commands.startFrom(1e15, 1e15 + 60, '')).to.deep.equal({
      problem: 'The start must lie between a day ago and a year from now.',
    });
    expect(fixture.commands.startFrom(at(20, 0), at(20, 0) + 31 * day, '')).to.deep.equal({
      problem: 'Maintenance can last at most 30 days.',
    });
    expect(fixture.socket.push.called).to.equal(false);
    fixture.dispose();
  });

  it('lets root and developer use the screen, not an admin or group_admin (spec 3 §6)', async () => {
    for (const [type, allowed] of [
      ['root', true],
      ['developer', true],
      ['admin', false],
      ['group_admin', false],
    ] as const) {
      const fixture = maintenanceFixture(type);
      await fixture.until((state) => state.session.profile !== undefined);
      const view = await firstValueFrom(
        fixture.queries.view$.pipe(filter((candidate) => candidate.allowed === allowed)),
      );
      expect(view.allowed, type).to.equal(allowed);
      fixture.dispose();
    }
  });
});
