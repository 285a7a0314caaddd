import { expect } from 'chai';
import { firstValueFrom, filter } from 'rxjs';
import sinon from 'sinon';
import {
  ExternalDeviceCommands,
  ExternalDevicesFeed,
  ExternalDevicesQueries,
  externalDevicesModule,
} from '../../../src/application/external-devices';
import { notificationsModule, NoticeRules, type SettledCommand } from '../../../src/application/notifications';
import { createHarness, settle, toastsOf, type PushHandler } from '../console-harness';

const device = (id: number, type: string, extra: Record<string, unknown> = {}) => ({
  id,
  title: `${type} ${id}`,
  type: 'external_device',
  token: 't',
  meta: { device_config: { type }, ...extra },
});

const devicesFixture = (type = 'admin', push?: PushHandler) => {
  const harness = createHarness(push ? { push } : {});
  harness.container.load(notificationsModule, externalDevicesModule);
  harness.receive('profile:tok', 'init', { data: { id: 1, email: `${type}@demo.local`, type } });
  harness.receive('instances:all', 'init', {
    instances: [
      device(31, 'videohub'),
      device(32, 'teranex'),
      device(33, 'pdu', { relay_names: ['Encoder A', 'Encoder B'] }),
      { id: 40, title: 'Transcoder', type: 'transcoder', token: 't', meta: {} },
    ],
  });
  return {
    ...harness,
    feed: harness.container.get(ExternalDevicesFeed),
    queries: harness.container.get(ExternalDevicesQueries),
    commands: harness.container.get(ExternalDeviceCommands),
    rules: Object.assign({}, ...harness.container.getAll<Record<string, unknown>>(NoticeRules)) as NoticeRules,
  };
};

describe('external devices (spec 3 §2.2, §3 external device status, §4 relay reset, §7 device commands)', () => {
  let clock: sinon.SinonFakeTimers | undefined;
  afterEach(() => clock?.restore());

  it("joins the status and device topics of the page's devices only, and leaves them on close", async () => {
    const fixture = devicesFixture();
    await fixture.until((state) => Object.keys(state.instances.byId).length === 4);
    const close = fixture.feed.open('videohub');
    await settle();
    expect(fixture.socket.join.getCalls().map((call) => call.args[0])).to.deep.equal([
      'instances:status:31',
      'instances:31',
    ]);
    close();
    expect(fixture.socket.leave.getCalls().map((call) => call.args[0])).to.deep.equal([
      'instances:status:31',
      'instances:31',
    ]);
    fixture.dispose();
  });

  it('shows the routing table from the status frame and sends change-route {in_id, out_id}', async () => {
    const fixture = devicesFixture();
    fixture.receive('instances:status:31', 'status', {
      external_device: {
        inputs: [
          { id: 1, name: 'Cam 1' },
          { id: 2, name: 'Cam 2' },
        ],
        outputs: [{ id: 1, name: 'Program' }],
        routing: [{ out_id: 1, in_id: 1 }],
      },
    });
    const view = await firstValueFrom(
      fixture.queries.view$('videohub').pipe(filter((candidate) => candidate.devices[0]?.reported === true)),
    );
    expect(view.allowed).to.equal(true);
    expect(view.devices.map((entry) => entry.id)).to.deep.equal([31]);
    expect(view.devices[0]?.routing).to.deep.equal([{ output: { id: 1, name: 'Program' }, inputId: 1 }]);
    await fixture.commands.changeRoute(31, { id: 2, name: 'Cam 2' }, { id: 1, name: 'Program' });
    expect(fixture.socket.push.firstCall.args.slice(0, 3)).to.deep.equal([
      'instances:31',
      'change-route',
      { in_id: 2, out_id: 1 },
    ]);
    // An on-air action: exactly one outcome toast, naming the output and the input (issue 29).
    await settle();
    expect(toastsOf(fixture.store.state, fixture.rules)).to.deep.equal([{ title: 'Route changed', intent: 'success' }]);
    const settled = Object.values(fixture.store.state.journal.byId).find(
      (item) => item?.name === 'external_device.change_route',
    );
    expect(fixture.rules['external_device.change_route']?.(settled as SettledCommand)).to.deep.equal({
      title: 'Route changed',
      body: '1: Program now shows 2: Cam 2',
      intent: 'success',
    });
    fixture.dispose();
  });

  it('sends a typed command as control send_command_to_external_device and shows the last command the device reports', async () => {
    const fixture = devicesFixture();
    await fixture.commands.sendCommand(33, 'reset-device', { device: 2 });
    expect(fixture.socket.push.firstCall.args.slice(0, 3)).to.deep.equal([
      'control',
      'instance',
      { type: 'send_command_to_external_device', instance: 33, command: 'reset-device', args: { device: 2 } },
    ]);
    await settle();
    expect(toastsOf(fixture.store.state, fixture.rules)).to.deep.equal([
      { title: 'Device command reset-device carried out', intent: 'success' },
    ]);
    fixture.receive('instances:status:33', 'status', {
      external_device: {
        relays: [{ id: 2, state: 'off' }],
        last_command: {
          command: 'reset-device',
          args: { device: 2 },
          timestamp: 1_700_000_000,
          outcome: 'ok',
          message: 'Relay 2 power-cycling',
        },
      },
    });
    const view = await firstValueFrom(
      fixture.queries.view$('pdu').pipe(filter((candidate) => candidate.devices[0]?.lastCommand !== undefined)),
    );
    expect(view.devices[0]?.lastCommand).to.deep.include({
      command: 'reset-device',
      args: '{"device":2}',
      outcome: 'ok',
      message: 'Relay 2 power-cycling',
    });
    expect(view.devices[0]?.lastCommand?.at).to.match(/^\d\d\.\d\d\.\d{4} \d\d:\d\d$/);
    fixture.dispose();
  });

  it('a refused typed command says so with the reason', async () => {
    const fixture = devicesFixture('admin', () => ({
      status: 'error',
      response: { reason: 'unknown_command', detail: 'explode' },
    }));
    await fixture.commands.sendCommand(31, 'explode', {});
    await settle();
    expect(toastsOf(fixture.store.state, fixture.rules)).to.deep.equal([
      { title: 'Device command explode refused', intent: 'error' },
    ]);
    const settled = Object.values(fixture.store.state.journal.byId).find(
      (item) => item?.name === 'external_device.command',
    );
    expect(fixture.rules['external_device.command']?.(settled as SettledCommand)).to.include({
      body: 'unknown_command',
    });
    fixture.dispose();
  });

  it('names relays by relay_names and locks the reset button for 5000 ms after a click', async () => {
    const fixture = devicesFixture();
    fixture.receive('instances:status:33', 'status', {
      external_device: {
        relays: [
          { id: 1, state: 'on' },
          { id: 2, state: 'off' },
        ],
      },
    });
    const view = await firstValueFrom(
      fixture.queries.view$('pdu').pipe(filter((candidate) => candidate.devices[0]?.reported === true)),
    );
    expect(view.devices[0]?.relays.map((relay) => relay.name)).to.deep.equal(['Encoder A', 'Encoder B']);
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval'] });
    await fixture.commands.resetDevice(33, 2);
    expect(fixture.commands.isLocked(33, 2)).to.equal(true);
    expect(await fixture.commands.resetDevice(33, 2)).to.equal(undefined);
    await clock.tickAsync(4999);
    expect(fixture.commands.isLocked(33, 2)).to.equal(true);
    await clock.tickAsync(1);
    expect(fixture.commands.isLocked(33, 2)).to.equal(false);
    expect(fixture.socket.push.getCalls().map((call) => call.args.slice(0, 3))).to.deep.equal([
      ['instances:33', 'reset-device', { device: 2 }],
    ]);
    fixture.dispose();
  });

  it("sends change-setting for the converter and says 'Unable to change setting!' on a refusal", async () => {
    const fixture = devicesFixture('admin', () => ({ status: 'error', response: { reason: 'unknown_setting' } }));
    await fixture.commands.changeSetting(32, 'video', 'output_mode', '1080p50');
    expect(fixture.socket.push.firstCall.args.slice(0, 3)).to.deep.equal([
      'instances:32',
      'change-setting',
      { name: 'video', key: 'output_mode', value: '1080p50' },
    ]);
    await settle();
    expect(toastsOf(fixture.store.state, fixture.rules)).to.deep.equal([
      { title: 'Unable to change setting!', intent: 'error' },
    ]);
    fixture.dispose();
  });

  it('is for administrators: a user sees the devices refused', async () => {
    const fixture = devicesFixture('user');
    const view = await firstValueFrom(
      fixture.queries.view$('videohub').pipe(filter((candidate) => candidate.devices.length === 1)),
    );
    expect(view.allowed).to.equal(false);
    fixture.dispose();
  });
});
