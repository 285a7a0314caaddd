import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import type { Socket } from 'phoenix';
import { startReplayServer, type ReplayServer } from '../../server/replay';
import { convertRecording } from '../../tools/replay/recording-convert';
import { loadReplayScript } from '../../tools/replay/replay-serve';
import { studioSessionFile } from '../fixtures/recordings/studio-session';
import { connect, disconnect, join, waitFor } from './support/phoenix-client';
import { quietLogger } from './support/studio';

const names = (payloads: unknown[]): unknown[] =>
  payloads.map((payload) => (payload as { data: { name: string } }).data.name);

describe('replay serve of a version 2 recording (issue 33 §1: compressed blocks)', function () {
  this.timeout(30_000);
  let dir = '';
  let replay: ReplayServer;
  let socket: Socket | undefined;

  before(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'replay-blocks-'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>console</title>');
    const blocks = path.join(dir, 'session.screc');
    await convertRecording(studioSessionFile, 'blocks', blocks);
    const [fromText, fromBlocks] = await Promise.all([loadReplayScript(studioSessionFile), loadReplayScript(blocks)]);
    expect(fromBlocks.headerMissing).to.equal(false);
    expect(fromBlocks.badLines).to.deep.equal([]);
    expect(fromBlocks.entries).to.equal(fromText.entries);
    replay = await startReplayServer({
      script: fromBlocks.script,
      speed: 2,
      port: 0,
      distDir: dir,
      log: quietLogger([]),
    });
  });
  afterEach(async () => {
    if (socket) await disconnect(socket);
    socket = undefined;
  });
  after(async () => {
    await replay.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("serves each topic's recorded frames read from the blocks, as from the NDJSON", async () => {
    socket = await connect(replay.socketUrl, 'any-token');
    const profile = await join(socket, 'profile:any-token', ['init', 'presence_state']);
    const orders = await join(socket, 'running_orders:all');
    expect([profile.reply.status, orders.reply.status]).to.deep.equal(['ok', 'ok']);
    const [account] = await waitFor(profile, 'init');
    expect(account).to.have.nested.property('data.email', 'admin@demo.local');
    const inits = await waitFor(orders, 'init');
    expect(inits[0]).to.have.nested.property('data[0].name', 'Match opening');
    expect(names(await waitFor(orders, 'update', 2, 5000))).to.deep.equal(['Evening news', 'Late show']);
  });
});
