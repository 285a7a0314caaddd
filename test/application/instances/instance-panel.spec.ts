import { expect } from 'chai';
import { filter, firstValueFrom } from 'rxjs';
import { signedInNotificationsModule } from '../../../src/application/notifications/manifest';
import {
  InstanceCommands,
  InstancePanelQueries,
  InstanceStatusFeed,
  instancesModule,
} from '../../../src/application/instances';
import { NoticeRules, notificationsModule } from '../../../src/application/notifications';
import { HttpGateway } from '../../../src/application/http/http-gateway';
import { createHarness, settle, toastsOf, type PushHandler } from '../console-harness';

const status = (cpu: number[], extra: Record<string, unknown> = {}) => ({
  system: { cpu, load: [1.234, 0.5, 0.25], memory: { total: 100, used: 70 } },
  host: { ip: '10.0.0.7', ssh_user: 'streamer', ssh_port: 22, ssh_password: 'sekret123456', vnc_port: 5900 },
  ...extra,
});

const panelFixture = (type = 'admin', push?: PushHandler) => {
  const harness = createHarness({
    ...(push ? { push } : {}),
    http: (request) =>
      request.name === 'latest_version'
        ? { status: 200, body: { latest: { version: 'v2.3.0' } }, url: request.path }
        : { status: 204, body: '', url: request.path },
  });
  harness.container.bind(HttpGateway).toSelf().inSingletonScope();
  harness.container.load(notificationsModule, signedInNotificationsModule, instancesModule);
  harness.receive('profile:tok', 'init', { data: { id: 1, email: `${type}@demo.local`, type } });
  harness.receive('instances:all', 'init', {
    instances: [
      { id: 7, title: 'Backpack 07', type: 'input', token: 't', meta: { ip: '10.0.0.7', version: 'v2.2.0' } },
      { id: 8, title: 'Head-end', type: 'headend', token: 't', meta: { ip: '10.0.0.8' } },
    ],
  });
  return {
    ...harness,
    feed: harness.container.get(InstanceStatusFeed),
    queries: harness.container.get(InstancePanelQueries),
    commands: harness.container.get(InstanceCommands),
    rules: Object.assign({}, ...harness.container.getAll<Record<string, unknown>>(NoticeRules)) as NoticeRules,
  };
};

describe('instance panel (spec 1 §2.7, §7.2, §8; spec 2 §2)', () => {
  it('joins instances:status:{id} while anything watches it, leaves with the last watcher, fetches the latest version', async () => {
    const fixture = panelFixture();
    const stopPanel = fixture.feed.watch(7);
    const stopEditor = fixture.feed.watch(7);
    await settle();
    expect(fixture.socket.join.getCalls().map((call) => call.args[0])).to.deep.equal(['instances:status:7']);
    expect(fixture.http.getCalls().map((call) => call.args[0].name)).to.deep.equal(['latest_version']);
    stopPanel();
    stopPanel();
    expect(fixture.socket.leave.callCount).to.equal(0);
    stopEditor();
    expect(fixture.socket.leave.getCalls().map((call) => call.args[0])).to.deep.equal(['instances:status:7']);
    await fixture.until((state) => state.instances.latestVersion === 'v2.3.0');
    fixture.dispose();
  });

  it('the Stats tab follows the status frames: load with 2 decimals, CPU with 1, colours, the version red when old', async () => {
    const fixture = panelFixture();
    const panel = fixture.queries.panel(7);
    fixture.receive('instances:status:7', 'status', status([50, 80]));
    const stats = await firstValueFrom(panel.stats$.pipe(filter((view) => view.cpu !== undefined)));
    expect(stats.load?.values).to.deep.equal(['1.23', '0.50', '0.25']);
    expect(stats.cpu?.average).to.deep.include({ text: '65.0 %', colour: 'warning' });
    expect(stats.cpu?.max).to.deep.include({ text: '80.0 %', colour: 'error' });
    expect(stats.memory?.colour).to.equal('warning');
    expect(stats.streamer).to.deep.equal({ state: 'Unknown', version: 'v2.2.0', versionColour: 'error' });
    expect(stats.processes).to.equal(undefined);
    fixture.receive('instances:status:7', 'status', status([10, 20]));
    const next = await firstValueFrom(panel.stats$.pipe(filter((view) => view.cpu?.average.text === '15.0 %')));
    expect(next.cpu?.average.colour).to.equal('success');
    const history = await firstValueFrom(panel.history$('cpu').pipe(filter((values) => values.length === 2)));
    expect(history).to.deep.equal([65, 15]);
    fixture.dispose();
  });

  it('the info card: addresses, GUI not for a head-end, the SSH password for administrators only', async () => {
    const admin = panelFixture('admin');
    admin.receive('instances:status:7', 'status', status([5]));
    const card = await firstValueFrom(
      admin.queries.panel(7).card$.pipe(filter((view) => view?.sshPassword !== undefined)),
    );
    expect(card).to.deep.include({
      gui: 'https://10.0.0.7:8070/',
      ssh: 'ssh://streamer@10.0.0.7:22',
      vnc: 'vnc://10.0.0.7:5900',
      sshPassword: 'sekret123456',
    });
    const headend = await firstValueFrom(admin.queries.panel(8).card$.pipe(filter((view) => view !== undefined)));
    expect(headend?.gui).to.equal(undefined);
    expect(headend?.ssh).to.equal('ssh://streamer@10.0.0.8:22');
    admin.dispose();
    const user = panelFixture('user');
    user.receive('instances:status:7', 'status', status([5]));
    const seen = await firstValueFrom(user.queries.panel(7).card$.pipe(filter((view) => view?.ip !== undefined)));
    expect(seen?.sshPassword).to.equal(undefined);
    user.dispose();
  });

  it('streamer actions push control instance {type, instance} and toast the spec texts exactly', async () => {
    const fixture = panelFixture('admin', (_topic, _event, payload) => {
      const command = payload as { type: string; bitrate?: string };
      if (command.type === 'stop_streamer' || command.bitrate === 'fast')
        return { status: 'error', response: { reason: 'invalid' } };
      return { status: 'ok', response: {} };
    });
    await fixture.commands.streamer(7, 'restart');
    await fixture.commands.streamer(7, 'start');
    await fixture.commands.streamer(7, 'stop');
    await fixture.commands.streamer(7, 'update');
    await fixture.commands.speedtest(7);
    await fixture.commands.bitrate(7, 'encoder_main', '9000');
    await fixture.commands.bitrate(7, 'encoder_main', 'fast');
    await fixture.commands.defaultInterface(7, 'wwan0');
    expect(fixture.socket.push.getCalls().map((call) => [call.args[0], call.args[1], call.args[2]])).to.deep.equal([
      ['control', 'instance', { type: 'restart_streamer', instance: 7 }],
      ['control', 'instance', { type: 'start_streamer', instance: 7 }],
      ['control', 'instance', { type: 'stop_streamer', instance: 7 }],
      ['control', 'instance', { type: 'update_streamer', instance: 7 }],
      ['control', 'instance', { type: 'speedtest', instance: 7 }],
      ['control', 'instance', { type: 'bitrate', instance: 7, name: 'encoder_main', bitrate: '9000' }],
      ['control', 'instance', { type: 'bitrate', instance: 7, name: 'encoder_main', bitrate: 'fast' }],
      ['control', 'instance', { type: 'set_default_interface', instance: 7, interface: 'wwan0' }],
    ]);
    const state = await fixture.until((current) => current.journal.order.length === 8);
    expect(toastsOf(state, fixture.rules).map((toast) => toast.title)).to.deep.equal([
      'Streamer restart success',
      'Streamer start success',
      'Streamer stop failed',
      'Streamer update request sent',
      'Streamer speedtest started',
      'Streamer encoder_main bitrate changed to 9000',
      'Streamer encoder_main bitrate change failed',
      'Default interface changed to wwan0',
    ]);
    fixture.dispose();
  });

  it('a message to the streamer: trimmed, blank sends nothing; the received messages newest first; one toast each', async () => {
    const fixture = panelFixture('admin', (_topic, _event, payload) =>
      (payload as { message?: string }).message === 'late'
        ? { status: 'error', response: { reason: 'streamer_not_running' } }
        : { status: 'ok', response: { message: 'Message received by the streamer' } },
    );
    expect(fixture.commands.message(7, '   ')).to.equal(undefined);
    await fixture.commands.message(7, '  Go live in 5 ');
    await fixture.commands.message(7, 'late');
    expect(fixture.socket.push.getCalls().map((call) => call.args.slice(0, 3))).to.deep.equal([
      ['control', 'instance', { type: 'streamer', instance: 7, message: 'Go live in 5' }],
      ['control', 'instance', { type: 'streamer', instance: 7, message: 'late' }],
    ]);
    const state = await fixture.until((current) => current.journal.order.length === 2);
    expect(toastsOf(state, fixture.rules).map((toast) => toast.title)).to.deep.equal([
      'Message sent to the streamer',
      'Streamer message failed',
    ]);
    fixture.receive(
      'instances:status:7',
      'status',
      status([10], {
        streamer_messages: [
          { timestamp: 1_700_000_000, text: 'first' },
          { timestamp: 1_700_000_060, text: 'second' },
        ],
      }),
    );
    const messages = await firstValueFrom(fixture.queries.panel(7).messages$.pipe(filter((list) => list.length > 0)));
    expect(messages.map((message) => message.text)).to.deep.equal(['second', 'first']);
    expect(messages[0]?.at).to.match(/^\d\d\.\d\d\.\d{4} \d\d:\d\d$/);
    fixture.dispose();
  });

  it("the transcoder stop for an instance: control transcoder {type: 'stop', instance}, 'Transcoder stopped' or 'Cannot stop transcoder' (spec 3 §8)", async () => {
    let calls = 0;
    const fixture = panelFixture('admin', () =>
      calls++ === 0 ? { status: 'ok', response: {} } : { status: 'error', response: { reason: 'not_running' } },
    );
    await fixture.commands.stopTranscoder(7);
    await fixture.commands.stopTranscoder(7);
    expect(fixture.socket.push.getCalls().map((call) => call.args.slice(0, 3))).to.deep.equal([
      ['control', 'transcoder', { type: 'stop', instance: 7 }],
      ['control', 'transcoder', { type: 'stop', instance: 7 }],
    ]);
    const state = await fixture.until((current) => current.journal.order.length === 2);
    expect(toastsOf(state, fixture.rules).map((toast) => toast.title)).to.deep.equal([
      'Transcoder stopped',
      'Cannot stop transcoder',
    ]);
    fixture.dispose();
  });
});
