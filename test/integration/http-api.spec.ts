import { expect } from 'chai';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { presignUpload } from '../../server/uploads/presign';
import { postersRecord } from './support/posters';
import { accountIdOf, loginAs, postLogin, signIn, startTestServer, type TestServer } from './support/studio';
import { plantedRow, storedValue } from '../support/stored-rows';

const authorized = (token: string): RequestInit => ({ headers: { authorization: token } });

describe('studio server: HTTP API /api/v1 (spec 1 §7.1, spec 3 §7)', () => {
  let studio: TestServer;
  let distDir: string;

  before(async () => {
    distDir = mkdtempSync(path.join(tmpdir(), 'studio-dist-'));
    writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><div id=root></div>');
    writeFileSync(path.join(distDir, 'main.0123456789.js'), 'console.log(1)');
    studio = await startTestServer({ distDir });
  });
  after(async () => {
    await studio.close();
    rmSync(distDir, { recursive: true, force: true });
  });
  afterEach(() => expect(studio.errors).to.deep.equal([]));

  describe('login', () => {
    it('lowercases the e-mail and answers {status: ok, result: token} (spec 1 §5, §7.1)', async () => {
      const answer = await postLogin(studio.url, '  Admin@Demo.Local ');
      expect(answer.status).to.equal(200);
      expect(answer.body.status).to.equal('ok');
      expect(answer.body.result).to.be.a('string').with.length.greaterThan(30);
    });

    it("answers bad credentials with HTTP 200 {status: error, msg: 'Invalid email or password'} (spec 1 §8, spec 3 §8 'shows the server's msg')", async () => {
      for (const [email, password] of [
        ['admin@demo.local', 'wrong'],
        ['nobody@demo.local', 'demo1234'],
      ]) {
        expect(await postLogin(studio.url, email as string, password)).to.deep.equal({
          status: 200,
          body: { status: 'error', msg: 'Invalid email or password' },
        });
      }
    });

    it('limits failures per account: after 5 failures within 60 s the next try gets 429, even with the right password', async () => {
      for (let attempt = 0; attempt < 5; attempt += 1)
        expect((await postLogin(studio.url, 'device_admin@demo.local', 'nope')).body.status).to.equal('error');
      const limited = await postLogin(studio.url, 'device_admin@demo.local');
      expect(limited.status).to.equal(429);
      expect(limited.body.msg).to.match(/^Too many login attempts, try again in \d+ s$/);
    });

    it('limits failures per address across accounts (20 per 60 s by default; 5 here)', async () => {
      const other = await startTestServer({ loginLimits: { address: { failures: 5, windowMs: 60_000 } } });
      try {
        for (const type of ['user', 'root', 'developer', 'cloudrec', 'group_admin'])
          await postLogin(other.url, `${type}@demo.local`, 'nope');
        expect((await postLogin(other.url, 'admin@demo.local')).status).to.equal(429);
      } finally {
        await other.close();
      }
    });
  });

  describe('sessions', () => {
    it('verify answers result 1 for a valid token and 0 otherwise (spec 1 §7.1)', async () => {
      const token = await loginAs(studio.url, 'user');
      expect(await (await fetch(`${studio.url}/api/v1/verify`, authorized(token))).json()).to.deep.include({
        result: 1,
      });
      const refused = await fetch(`${studio.url}/api/v1/verify`, authorized('bogus'));
      expect(refused.status).to.equal(401);
      expect(await refused.json()).to.deep.include({ result: 0 });
    });

    it('logout ends the session: verify fails and its socket is closed', async () => {
      const { token, socket } = await signIn(studio, 'user');
      const closed = new Promise<void>((resolve) => socket.onClose(() => resolve()));
      expect((await fetch(`${studio.url}/api/v1/logout`, authorized(token))).status).to.equal(200);
      await closed;
      socket.disconnect();
      expect((await fetch(`${studio.url}/api/v1/verify`, authorized(token))).status).to.equal(401);
    });

    it("session/delete/{id} deletes one of one's own sessions, not another account's", async () => {
      const first = await loginAs(studio.url, 'root');
      const second = await loginAs(studio.url, 'root');
      const stranger = await loginAs(studio.url, 'admin');
      const { store } = studio.server.services;
      const [root] = await store.documents.accounts.list(`body->>'email' = 'root@demo.local'`);
      const sessions = await store.sessions.ofAccount(root?.id ?? 0);
      const target = sessions[sessions.length - 1];
      expect(
        (await fetch(`${studio.url}/api/v1/session/delete/${target?.id}`, { method: 'POST', ...authorized(stranger) }))
          .status,
      ).to.equal(404);
      expect(
        await (
          await fetch(`${studio.url}/api/v1/session/delete/${target?.id}`, { method: 'POST', ...authorized(first) })
        ).json(),
      ).to.deep.equal({ status: 'ok' });
      expect((await fetch(`${studio.url}/api/v1/verify`, authorized(second))).status).to.equal(401);
      expect((await fetch(`${studio.url}/api/v1/verify`, authorized(first))).status).to.equal(200);
    });
  });

  describe('runtime and public files', () => {
    it('serves config.json with apiBase, socketUrl, maintenanceUrl and latestVersionUrl', async () => {
      const config = (await (await fetch(`${studio.url}/config.json`)).json()) as Record<string, string>;
      const host = new URL(studio.url).host;
      expect(config).to.deep.include({
        apiBase: `http://${host}/api/v1`,
        socketUrl: `ws://${host}/socket`,
        maintenanceUrl: `http://${host}/api/v1/maintenance.json`,
      });
      expect(config.latestVersionUrl).to.equal(`http://${host}/api/v1/kepitstreamer/3/update/latest`);
    });

    it('serves maintenance.json (not running) and the latest streamer version', async () => {
      expect(await (await fetch(`${studio.url}/api/v1/maintenance.json?t=${Date.now()}`)).json()).to.deep.equal({
        running: false,
      });
      expect(await (await fetch(`${studio.url}/api/v1/kepitstreamer/3/update/latest`)).json()).to.have.nested.property(
        'latest.version',
      );
    });

    it('serves the console with SPA fallback to index.html, but 404 for missing files and API paths', async () => {
      expect(await (await fetch(`${studio.url}/dashboard/event/abc`)).text()).to.contain('id=root');
      expect((await fetch(`${studio.url}/main.0123456789.js`)).headers.get('cache-control')).to.contain('immutable');
      expect((await fetch(`${studio.url}/missing.js`)).status).to.equal(404);
      expect((await fetch(`${studio.url}/api/v1/nothing`)).status).to.equal(404);
      expect((await fetch(`${studio.url}/..%2f..%2fetc%2fpasswd`)).status).to.not.equal(500);
    });

    it('serves the console page under a content security policy: own scripts only, connections to what config.json names and the configured outside services (issue 28)', async () => {
      const directivesOf = async (): Promise<Record<string, string[]>> => {
        const policy = (await fetch(`${studio.url}/dashboard`)).headers.get('content-security-policy') ?? '';
        return Object.fromEntries(
          policy.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]),
        );
      };
      const config = (await (await fetch(`${studio.url}/config.json`)).json()) as Record<string, string>;
      const host = new URL(studio.url).host;
      const directives = await directivesOf();
      expect(directives['script-src']).to.deep.equal(["'self'"]);
      expect(directives['object-src']).to.deep.equal(["'none'"]);
      expect(directives['base-uri']).to.deep.equal(["'none'"]);
      expect(directives['connect-src']).to.have.members([
        "'self'",
        'blob:',
        `http://${host}`,
        `ws://${host}`,
        new URL(config.webrtcUrl ?? '').origin,
      ]);
      // The demo's outside services are the server's own (relative urls); an absolute one is let in by its origin.
      const { store } = studio.server.services;
      const [setting] = await store.documents.settings.list(`body->>'name' = $1`, ['external_services']);
      const value = { ...(setting!.body.value as object), tv_content_url: 'https://tv.example:8443/api/v2' };
      await store.db.write((tx) =>
        store.documents.settings.update(tx, setting!.id, storedValue('settings', setting!, { value }), setting!.state),
      );
      try {
        expect((await directivesOf())['connect-src']).to.include('https://tv.example:8443');
      } finally {
        await store.db.write((tx) =>
          store.documents.settings.update(tx, setting!.id, storedValue('settings', setting!), setting!.state),
        );
      }
      expect((await fetch(`${studio.url}/main.0123456789.js`)).headers.get('content-security-policy')).to.equal(null);
    });

    it('serves a live HLS playlist under /hls/ whose segments are served too (server/media)', async () => {
      const address = `${studio.url}/hls/live/channel-1/index.m3u8`;
      const playlist = await fetch(address);
      expect(playlist.status).to.equal(200);
      expect(playlist.headers.get('content-type')).to.equal('application/vnd.apple.mpegurl');
      const text = await playlist.text();
      expect(text.startsWith('#EXTM3U')).to.equal(true);
      const segment = text.split('\n').find((line) => line !== '' && !line.startsWith('#')) ?? '';
      const answer = await fetch(new URL(segment, address));
      expect(answer.status).to.equal(200);
      expect(answer.headers.get('content-type')).to.equal('video/mp2t');
      expect((await answer.arrayBuffer()).byteLength).to.be.greaterThan(1000);
      expect((await fetch(`${studio.url}/hls/../package.json`)).status).to.equal(404);
    });

    it('answers the readiness page of an existing instance (spec 3 §4 "successful fetch of a test page")', async () => {
      const { store } = studio.server.services;
      const instance = await store.db.write((tx) =>
        store.documents.instances.insert(tx, plantedRow('instances', { title: 'Streamer 1', type: 'output' })),
      );
      expect((await fetch(`${studio.url}/instances/${instance.id}/static/test.html`)).status).to.equal(200);
      await store.db.write((tx) =>
        store.documents.instances.update(
          tx,
          instance.id,
          plantedRow('instances', { title: 'Streamer 1', type: 'output', streamer_running: false }),
          'active',
        ),
      );
      expect((await fetch(`${studio.url}/instances/${instance.id}/static/test.html`)).status).to.equal(503);
      expect((await fetch(`${studio.url}/instances/999999/static/test.html`)).status).to.equal(404);
    });
  });

  describe('uploads', () => {
    const form = (fields: Record<string, string>, file: string): FormData => {
      const body = new FormData();
      for (const [name, value] of Object.entries(fields)) body.append(name, value);
      body.append('file', new Blob([file], { type: 'text/plain' }), 'notes.txt');
      return body;
    };

    it('accepts a presigned form POST and answers 204 (spec 1 §4 "finished on HTTP 200 or 204")', async () => {
      const { uploadSecret, clock } = studio.server.services;
      const presigned = presignUpload(
        uploadSecret,
        '7/file_1700000000.txt',
        clock(),
        await accountIdOf(studio, 'admin'),
      );
      const answer = await fetch(`${studio.url}${presigned.url}`, {
        method: 'POST',
        body: form(presigned.fields, 'hello'),
      });
      expect(answer.status).to.equal(204);
      expect(await (await fetch(`${studio.url}/storage/7/file_1700000000.txt`)).text()).to.equal('hello');
      expect(readFileSync(path.join(studio.dataDir, 'uploads', '7', 'file_1700000000.txt'), 'utf8')).to.equal('hello');
    });

    it('refuses a form POST with a forged signature (403)', async () => {
      const { uploadSecret, clock } = studio.server.services;
      const presigned = presignUpload(uploadSecret, 'x/forged.txt', clock(), await accountIdOf(studio, 'admin'));
      const answer = await fetch(`${studio.url}${presigned.url}`, {
        method: 'POST',
        body: form({ ...presigned.fields, key: 'x/other.txt' }, 'evil'),
      });
      expect(answer.status).to.equal(403);
    });

    it('stores content/upload/{id} multipart files into the record and lists it via content_list (spec 3 §7)', async () => {
      const { list, record } = await postersRecord(studio.server.services.store);
      const token = await loginAs(studio.url, 'admin');
      const body = new FormData();
      body.append('image', new Blob(['PNG'], { type: 'image/png' }), 'poster.PNG');
      const answer = await fetch(`${studio.url}/api/v1/content/upload/${record.id}`, {
        method: 'POST',
        body,
        ...authorized(token),
      });
      expect(answer.status).to.equal(200);
      expect(await answer.text()).to.equal('ok');
      const records = (await (
        await fetch(`${studio.url}/api/v1/content_list/by_name/posters`, authorized(token))
      ).json()) as Record<string, unknown>[];
      expect(records).to.have.length(1);
      const image = records[0]?.image as { key: string; url: string; status: string };
      expect(image.status).to.equal('ready');
      expect(image.key).to.match(new RegExp(`^${record.id}/[0-9a-f]{32}/image_\\d+\\.png$`));
      expect(await (await fetch(`${studio.url}${image.url}`)).text()).to.equal('PNG');
      expect(
        await (await fetch(`${studio.url}/api/v1/content_list/${list.id}`, authorized(token))).json(),
      ).to.deep.equal(records);
      expect((await fetch(`${studio.url}/api/v1/content_list/${list.id}`)).status).to.equal(401);
    });
  });
});
