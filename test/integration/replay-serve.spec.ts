import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import type { Socket } from 'phoenix';
import { startReplayServer, type ReplayServer } from '../../server/replay';
import { loadReplayScript } from '../../tools/replay/replay-serve';
import { fixturePushes, studioSessionFile } from '../fixtures/recordings/studio-session';
import { connect, disconnect, join, push, waitFor } from './support/phoenix-client';
import { openRaw, replyTo, socketAddress, upgradeStatus } from './support/raw-socket';
import { quietLogger } from './support/studio';

const replayMessage = 'This session is a replay; commands are not carried out.';
const names = (payloads: unknown[]): unknown[] =>
  payloads.map((payload) => (payload as { data: { name: string } }).data.name);

describe('replay serve with a recorded studio session (issue 7 "Replay over the socket")', function () {
  this.timeout(30_000);
  let replay: ReplayServer;
  let dist = '';
  let socket: Socket | undefined;

  before(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'replay-dist-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>console</title>');
    const { script } = await loadReplayScript(studioSessionFile);
    replay = await startReplayServer({ script, speed: 2, port: 0, distDir: dist, log: quietLogger([]) });
  });
  afterEach(async () => {
    if (socket) await disconnect(socket);
    socket = undefined;
  });
  after(async () => {
    await replay.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("a console with any token joins topics and receives each topic's recorded frames in order", async () => {
    socket = await connect(replay.socketUrl, 'any-token-at-all');
    const profile = await join(socket, 'profile:any-token-at-all', ['init', 'presence_state']);
    const orders = await join(socket, 'running_orders:all');
    const groups = await join(socket, 'groups:all');
    expect([profile.reply.status, orders.reply.status, groups.reply.status]).to.deep.equal(['ok', 'ok', 'ok']);
    const [account] = await waitFor(profile, 'init');
    expect(account).to.have.nested.property('data.email', 'admin@demo.local');
    const inits = await waitFor(orders, 'init');
    expect(inits).to.have.length(1);
    expect(inits[0]).to.have.nested.property('data[0].name', 'Match opening');
    expect(names(await waitFor(orders, 'update', 2, 5000))).to.deep.equal(['Evening news', 'Late show']);
    expect(await waitFor(groups, 'init')).to.have.length(1);
  });

  it('answers a push identical to a recorded one with the recorded reply, ok or error', async () => {
    socket = await connect(replay.socketUrl, 'token');
    const create = await join(socket, 'running_orders:create');
    const saved = await push(create.channel, 'save', fixturePushes.saveEveningNews);
    expect(saved.status).to.equal('ok');
    expect(saved.response).to.have.nested.property('data.name', 'Evening news');
    const refused = await push(create.channel, 'save', fixturePushes.refusedSave);
    expect(refused.status).to.equal('error');
    expect(refused.response).to.include({ reason: 'invalid' });
    expect(refused.response).to.have.nested.property('errors[0].path', 'running_order.items');
    const profile = await join(socket, 'profile:token', []);
    expect(await push(profile.channel, 'ping', {})).to.deep.equal({ status: 'ok', response: {} });
  });

  it('refuses any other push as a replay, and a push to a topic not joined as Phoenix does', async () => {
    socket = await connect(replay.socketUrl, 'token');
    const create = await join(socket, 'running_orders:create');
    expect(await push(create.channel, 'save', { running_order: { name: 'Something new', items: [] } })).to.deep.equal({
      status: 'error',
      response: { reason: replayMessage },
    });
    const instances = await join(socket, 'instances:7', []);
    expect(instances.reply.status, 'a topic the recording never joined is joined all the same').to.equal('ok');
    expect(await push(instances.channel, 'start', {})).to.deep.equal({
      status: 'error',
      response: { reason: replayMessage },
    });
    const raw = await openRaw(replay.socketUrl, 'token');
    raw.send([null, '9', 'running_orders:all', 'save', {}]);
    expect((await raw.next(replyTo('9')))[4]).to.deep.equal({
      status: 'error',
      response: { reason: 'unmatched topic' },
    });
    raw.close();
  });

  it("keeps the studio server's socket rules: heartbeat, malformed frames, vsn and version checked, any token", async () => {
    const raw = await openRaw(replay.socketUrl, 'whatever');
    raw.send([null, '1', 'phoenix', 'heartbeat', {}]);
    expect((await raw.next(replyTo('1')))[4]).to.deep.equal({ status: 'ok', response: {} });
    raw.sendText('not json');
    expect((await raw.next((frame) => frame[3] === 'phx_error'))[4]).to.include({ reason: 'malformed_frame' });
    raw.close();
    expect(await upgradeStatus(socketAddress(replay.socketUrl, { version: '19.09.2023' }))).to.equal(101);
    expect(await upgradeStatus(socketAddress(replay.socketUrl, { token: 'x', version: '1.0' }))).to.equal(403);
    expect(await upgradeStatus(`${replay.socketUrl}/websocket?vsn=1.0.0&version=19.09.2023`)).to.equal(400);
  });

  it('serves config.json pointing at itself, a login for anyone, recorded GET answers and the console bundle', async () => {
    const config = (await (await fetch(`${replay.url}/config.json`)).json()) as Record<string, string>;
    expect(config).to.include({
      apiBase: `${replay.url}/api/v1`,
      socketUrl: replay.socketUrl,
      maintenanceUrl: `${replay.url}/api/v1/maintenance.json`,
    });
    const login = await fetch(`${replay.url}/api/v1/login`, {
      method: 'POST',
      body: JSON.stringify({ email: 'a@b.c', password: 'x' }),
    });
    expect(await login.json()).to.deep.equal({ status: 'ok', result: 'replay' });
    expect(await (await fetch(`${replay.url}/api/v1/maintenance.json?timestamp=1`)).json()).to.deep.equal({
      running: false,
    });
    const upload = await fetch(`${replay.url}/api/v1/content/upload/3`, { method: 'POST', body: 'x' });
    expect(upload.status).to.equal(403);
    expect(await upload.json()).to.deep.equal({ status: 'error', msg: replayMessage });
    expect(await (await fetch(`${replay.url}/events/12`)).text()).to.include('<title>console</title>');
  });
});
