import { expect } from 'chai';
import type { Socket } from 'phoenix';
import { connect, disconnect, join, leaveChannelsAfterEachTest, push, waitFor } from './support/phoenix-client';
import { loginAs, signIn, startTestServer, type TestServer } from './support/studio';
import { useStudioFixture } from './support/studio-fixture';

// The rights behind the settings area's profile, sessions, maintenance and external-device screens (spec 3
// §2.2, §6), each enforced by the studio server, one test per boundary.

const instanceIdOf = async (studio: TestServer, title: string): Promise<number> => {
  const [found] = await studio.server.services.store.documents.instances.list(`body->>'title' = $1`, [title]);
  if (!found) throw new Error(`no instance ${title}`);
  return found.id;
};

type DeviceStatus = { external_device?: { routing?: { out_id: number; in_id: number }[]; video_output_mode?: string } };

describe('studio server: settings area rights (spec 3 §2.2, §4, §6, §7)', () => {
  const { studio, socket, token, joinOk } = useStudioFixture({ types: ['root', 'admin', 'group_admin', 'user'] });
  const now = (): number => Math.floor(Date.now() / 1000);
  const start = () => ({ type: 'start', start_time: now() - 60, end_time: now() + 3600, message: 'Upgrade' });
  const control = async (type: string) => (await join(socket(type), 'control', [])).channel;
  const profileGet = async (type: string) =>
    push((await joinOk(type, `profile:${token(type)}`, [])).channel, 'get', {});

  it('maintenance: a group_admin or admin cannot start it; root can, and then only bypass accounts push on', async () => {
    for (const type of ['group_admin', 'admin'])
      expect((await push(await control(type), 'maintenance', start())).response, type).to.include({
        reason: 'unauthorized',
      });
    expect((await push(await control('root'), 'maintenance', start())).status).to.equal('ok');
    // The demo bypass list holds root; the user's console is blocked, and so are its pushes.
    expect((await profileGet('user')).response).to.include({ reason: 'maintenance' });
    expect((await profileGet('root')).status).to.equal('ok');
    const userProfile = (await joinOk('user', `profile:${token('user')}`, [])).channel;
    expect((await push(userProfile, 'ping', {})).status, 'the keep-alive still goes').to.equal('ok');
    expect((await push(await control('root'), 'maintenance', { type: 'end' })).status).to.equal('ok');
    expect((await profileGet('user')).status).to.equal('ok');
  });

  it('external devices: a user or group_admin cannot open or command a device; an admin routes it', async () => {
    const videohub = await instanceIdOf(studio, 'Videohub OB van');
    for (const type of ['user', 'group_admin'])
      expect((await join(socket(type), `instances:${videohub}`)).reply.response, type).to.include({
        reason: 'unauthorized',
      });
    const device = await joinOk('admin', `instances:${videohub}`, []);
    expect((await push(device.channel, 'change-route', { in_id: 4, out_id: 2 })).status).to.equal('ok');
    const status = await joinOk('admin', `instances:status:${videohub}`, ['status']);
    const [frame] = (await waitFor(status, 'status', 1, 5000)) as DeviceStatus[];
    expect(frame?.external_device?.routing).to.deep.include({ out_id: 2, in_id: 4 });
  });

  it("sessions: a user cannot delete another account's session; deleting one's own closes that session's socket", async () => {
    const { store } = studio.server.services;
    const [admin] = await store.documents.accounts.list(`body->>'email' = 'admin@demo.local'`);
    const [adminSession] = await store.sessions.ofAccount(admin?.id ?? 0);
    const delete_ = (id: number | undefined, as: string) =>
      fetch(`${studio.url}/api/v1/session/delete/${id}`, { method: 'POST', headers: { Authorization: as } });
    expect((await delete_(adminSession?.id, token('user'))).status).to.equal(404);
    const other = await signIn(studio, 'user');
    const closed = new Promise<void>((resolve) => other.socket.onClose(() => resolve()));
    const [user] = await store.documents.accounts.list(`body->>'email' = 'user@demo.local'`);
    const sessions = await store.sessions.ofAccount(user?.id ?? 0);
    const newest = sessions.reduce((a, b) => (a.id > b.id ? a : b));
    expect(await (await delete_(newest.id, token('user'))).json()).to.deep.equal({ status: 'ok' });
    await closed;
    other.socket.disconnect();
    expect((await fetch(`${studio.url}/api/v1/verify`, { headers: { Authorization: other.token } })).status).to.equal(
      401,
    );
  });

  it("profile: change_password with a wrong old password is refused 'invalid_password' and changes nothing", async () => {
    const profile = (await joinOk('group_admin', `profile:${token('group_admin')}`, [])).channel;
    const reply = await push(profile, 'change_password', {
      old_password: 'not-the-password',
      new_password: 'brand-new-1',
      confirm_password: 'brand-new-1',
    });
    expect(reply.response).to.include({ reason: 'invalid_password' });
    expect(typeof (await loginAs(studio.url, 'group_admin'))).to.equal('string');
  });
});

describe('studio server: external devices keep their state across a restart', () => {
  let studio: TestServer | undefined;
  let sockets: Socket[] = [];
  leaveChannelsAfterEachTest();
  after(async () => {
    await Promise.all(sockets.map(disconnect));
    await studio?.close();
  });

  it('a route and a video mode set before a restart are what the device reports after it', async () => {
    const first = await startTestServer();
    const admin = await signIn(first, 'admin');
    sockets = [admin.socket];
    const videohub = await instanceIdOf(first, 'Videohub OB van');
    const teranex = await instanceIdOf(first, 'Teranex converter');
    const router = await join(admin.socket, `instances:${videohub}`, []);
    expect((await push(router.channel, 'change-route', { in_id: 7, out_id: 3 })).status).to.equal('ok');
    const converter = await join(admin.socket, `instances:${teranex}`, []);
    const setting = { name: 'video', key: 'output_mode', value: '1080p50' };
    expect((await push(converter.channel, 'change-setting', setting)).status).to.equal('ok');
    await disconnect(admin.socket);
    await first.stop();
    studio = await startTestServer({ dataDir: first.dataDir });
    const again = await connect(studio.socketUrl, await loginAs(studio.url, 'admin'));
    sockets = [again];
    const routed = await join(again, `instances:status:${videohub}`, ['status']);
    const converted = await join(again, `instances:status:${teranex}`, ['status']);
    const [routerFrame] = (await waitFor(routed, 'status', 1, 5000)) as DeviceStatus[];
    const [converterFrame] = (await waitFor(converted, 'status', 1, 5000)) as DeviceStatus[];
    expect(routerFrame?.external_device?.routing).to.deep.include({ out_id: 3, in_id: 7 });
    expect(converterFrame?.external_device?.video_output_mode).to.equal('1080p50');
  });
});
