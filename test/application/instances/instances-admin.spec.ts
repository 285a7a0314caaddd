import { expect } from 'chai';
import { filter, firstValueFrom } from 'rxjs';
import {
  InstanceAdminCommands,
  instanceFormOf,
  instanceSavePlan,
  InstancesAdminQueries,
  instancesModule,
  OnlineInstancesQueries,
} from '../../../src/application/instances';
import { NoticeRules, notificationsModule } from '../../../src/application/notifications';
import { HttpGateway } from '../../../src/application/http/http-gateway';
import type { Instance } from '../../../src/domain/instances';
import { createHarness, toastsOf, type PushHandler } from '../console-harness';

const instance = (id: number, type: string, title: string, meta: Record<string, unknown> = {}) => ({
  id,
  title,
  type,
  token: `tok-${id}`,
  meta,
});

const A = '00000000-0000-4000-8000-0000000000a1';
const B = '00000000-0000-4000-8000-0000000000b2';

const adminFixture = (type = 'admin', push?: PushHandler) => {
  const harness = createHarness(push ? { push } : {});
  harness.container.bind(HttpGateway).toSelf().inSingletonScope();
  harness.container.load(notificationsModule, instancesModule);
  harness.receive('profile:tok', 'init', { data: { id: 1, email: `${type}@demo.local`, type } });
  harness.receive('channels:all', 'init', {
    channels: [
      { id: 1, uuid: A, name: 'cam_a', title: 'Camera A', type: 'input', state: 'active', meta: {} },
      { id: 2, uuid: B, name: 'cam_b', title: 'Camera B', type: 'input', state: 'archived', meta: {} },
    ],
  });
  harness.receive('instances:all', 'init', {
    instances: [
      instance(1, 'input', 'Backpack 07', { ip: '10.8.0.17', channel: A, version: 'v1.14.2' }),
      instance(2, 'headend', 'Head-end', { ip: '172.16.4.41', version: 'v2.0.0' }),
      instance(3, 'transcoder', 'Transcoder 1', { ip: '172.16.5.52' }),
      instance(4, 'output', 'Output TV', { ip: '10.8.0.40', primary_ip: '192.168.1.40' }),
    ],
  });
  return {
    ...harness,
    queries: harness.container.get(InstancesAdminQueries),
    online: harness.container.get(OnlineInstancesQueries),
    commands: harness.container.get(InstanceAdminCommands),
    rules: Object.assign({}, ...harness.container.getAll<Record<string, unknown>>(NoticeRules)) as NoticeRules,
  };
};

const titles = async (fixture: ReturnType<typeof adminFixture>, count: number): Promise<string[]> => {
  const view = await firstValueFrom(
    fixture.queries.list.view$.pipe(filter((candidate) => candidate.loaded && candidate.rows.length === count)),
  );
  return view.rows.map((row) => row.title);
};

describe('/instances (spec 3 §2.3, §5, §8)', () => {
  it('input, output and headend by default, sorted by title; the toggles add and remove types', async () => {
    const fixture = adminFixture();
    expect(await titles(fixture, 3)).to.deep.equal(['Backpack 07', 'Head-end', 'Output TV']);
    fixture.queries.toggleType('transcoder');
    fixture.queries.toggleType('input');
    expect(await titles(fixture, 3)).to.deep.equal(['Head-end', 'Output TV', 'Transcoder 1']);
    fixture.dispose();
  });

  it('searches by title or ip (the primary ip too); rows carry channel, version colour, GUI and SSH', async () => {
    const fixture = adminFixture();
    fixture.queries.list.setSearch('192.168.1');
    expect(await titles(fixture, 1)).to.deep.equal(['Output TV']);
    fixture.queries.list.setSearch('backpack');
    const view = await firstValueFrom(
      fixture.queries.list.view$.pipe(filter((candidate) => candidate.rows[0]?.title === 'Backpack 07')),
    );
    expect(view.rows[0]).to.deep.include({ channel: 'Camera A', ip: '10.8.0.17', versionColour: 'normal' });
    expect(view.rows[0]?.gui).to.equal('https://10.8.0.17:8070/');
    fixture.queries.list.setSearch('head');
    const headend = await firstValueFrom(
      fixture.queries.list.view$.pipe(filter((candidate) => candidate.rows[0]?.title === 'Head-end')),
    );
    expect(headend.rows[0]).to.deep.include({ versionColour: 'error', ssh: 'ssh://streamer@172.16.4.41:22' });
    expect(headend.rows[0]?.gui).to.equal(undefined);
    fixture.dispose();
  });

  it('archived channels are left out of the channel choices', async () => {
    const fixture = adminFixture();
    const choices = await firstValueFrom(fixture.queries.channelChoices$.pipe(filter((list) => list.length > 0)));
    expect(choices).to.deep.equal([{ uuid: A, label: 'Camera A (input)' }]);
    fixture.dispose();
  });

  it('the save plan keeps the stored meta, asks before a channel change, refuses an empty title', () => {
    const stored: Instance = {
      id: 1,
      title: 'Backpack 07',
      type: 'input',
      token: 'tok',
      meta: { ip: '10.8.0.17', channel: A, version: 'v1.14.2', events: ['e1'] },
    };
    const form = instanceFormOf(stored);
    const same = instanceSavePlan(form, stored);
    expect(same).to.deep.equal({
      kind: 'save',
      instance: { id: 1, type: 'input', title: 'Backpack 07', token: 'tok', meta: stored.meta },
      confirmChannelChange: false,
    });
    expect(instanceSavePlan({ ...form, channel: B }, stored)).to.include({ confirmChannelChange: true });
    expect(instanceSavePlan({ ...form, channel: '' }, stored)).to.include({ confirmChannelChange: true });
    expect(instanceSavePlan({ ...form, channel: B }, undefined)).to.include({ confirmChannelChange: false });
    expect(instanceSavePlan({ ...form, title: '  ' }, stored)).to.deep.equal({
      kind: 'refused',
      message: 'Title is required.',
    });
  });

  it('saves on instances:create / instances:{id} without the token in the journal; spec 3 §8 toasts', async () => {
    const fixture = adminFixture('root', (topic, event) => {
      if (event === 'delete' && topic === 'instances:4') return { status: 'timeout' };
      if (event === 'save' && topic === 'instances:2') return { status: 'error', response: { reason: 'invalid' } };
      return { status: 'ok', response: event === 'save' ? { data: { id: 9 } } : {} };
    });
    expect(await fixture.commands.save({ type: 'input', title: 'New', token: 'secret-token', meta: {} })).to.deep.equal(
      { ok: true, id: 9 },
    );
    expect(await fixture.commands.save({ id: 2, type: 'headend', title: 'H', token: '', meta: {} })).to.deep.equal({
      ok: false,
      reason: 'invalid',
    });
    expect(await fixture.commands.remove(3, 5)).to.deep.equal({ ok: true });
    expect((await fixture.commands.remove(4)).ok).to.equal(false);
    expect(fixture.socket.push.getCalls().map((call) => [call.args[0], call.args[1]])).to.deep.equal([
      ['instances:create', 'save'],
      ['instances:2', 'save'],
      ['instances:3', 'delete'],
      ['instances:4', 'delete'],
    ]);
    // Remove goes on the version the editor read (issue 32 §2).
    expect(fixture.socket.push.getCall(2).args[2]).to.deep.equal({ instance_id: 3, version: 5 });
    const state = await fixture.until((current) => current.journal.order.length === 4);
    expect(JSON.stringify(state.journal)).to.not.contain('secret-token');
    expect(toastsOf(state, fixture.rules).map((toast) => toast.title)).to.deep.equal([
      'Instance was created!',
      'Unable to create/update instance!',
      'Instance was removed!',
      'Unable to remove instance!',
    ]);
    fixture.dispose();
  });

  it('Remove is for root and developer only', async () => {
    for (const [type, allowed] of [
      ['admin', false],
      ['root', true],
      ['developer', true],
    ] as const) {
      const fixture = adminFixture(type);
      expect(await firstValueFrom(fixture.queries.canRemove$.pipe(filter((value) => value === allowed)))).to.equal(
        allowed,
      );
      fixture.dispose();
    }
  });
});

describe('online instances side bar (spec 3 §2.5)', () => {
  it('online instances by tab for admins, one list for others; versions coloured', async () => {
    const admin = adminFixture('admin');
    admin.receive('control', 'instances', {
      '1': { online: true, streamer_version: 'v1.14.2' },
      '2': { online: true },
      '3': { online: true, streamer_version: 'v2.1.0' },
      '4': { online: false },
    });
    const view = await firstValueFrom(admin.online.view$.pipe(filter((candidate) => candidate.all.length === 3)));
    expect(view.isAdmin).to.equal(true);
    expect(view.byTab.Input).to.deep.equal([
      { id: 1, title: 'Backpack 07', channel: 'Camera A', version: 'v1.14.2', versionColour: 'normal' },
    ]);
    expect(view.byTab.Output).to.deep.equal([]);
    expect(view.byTab.System.map((entry) => [entry.title, entry.versionColour])).to.deep.equal([['Head-end', 'error']]);
    expect(view.byTab.Servers.map((entry) => [entry.title, entry.versionColour])).to.deep.equal([
      ['Transcoder 1', 'error'],
    ]);
    admin.dispose();
    const user = adminFixture('user');
    user.receive('control', 'instances', { '3': { online: true } });
    const seen = await firstValueFrom(user.online.view$.pipe(filter((candidate) => candidate.all.length === 1)));
    expect(seen.isAdmin).to.equal(false);
    expect(seen.all[0]).to.deep.include({ title: 'Transcoder 1', versionColour: 'warning' });
    user.dispose();
  });

  it("emits again only when a line changes, not on every control second's last_seen", async () => {
    const admin = adminFixture('admin');
    const second = (at: number, version: string) =>
      admin.receive('control', 'instances', {
        '1': { online: true, streamer_version: version, last_seen: at },
        '3': { online: true, streamer_version: 'v2.1.0', last_seen: at },
      });
    second(100, 'v1.14.2');
    admin.store.flush();
    const views: number[] = [];
    const subscription = admin.online.view$.subscribe((view) => views.push(view.all.length));
    for (let at = 101; at < 106; at += 1) {
      second(at, 'v1.14.2');
      admin.store.flush();
    }
    expect(views).to.deep.equal([2]);
    second(106, 'v1.15.0');
    admin.store.flush();
    expect(views).to.deep.equal([2, 2]);
    subscription.unsubscribe();
    admin.dispose();
  });
});
