import { expect } from 'chai';
import { request } from 'node:http';
import { maxFormFieldsBytes } from '../../server/http/upload-target-route';
import { presignUpload } from '../../server/uploads/presign';
import { accountIdOf, loginAs, startTestServer, type TestServer } from './support/studio';

interface Answer {
  readonly status: number;
  readonly body: string;
}

/**
 * One request by hand: headers, then `chunks` written one by one; `end: false` leaves the body unfinished, so
 * an answer proves the server decided without waiting for (or reading) the rest. Write errors after the answer
 * (the server closed the connection) are expected and ignored.
 */
const send = (
  url: string,
  options: { method?: string; headers?: Record<string, string | number>; chunks?: (string | Buffer)[]; end?: boolean },
): Promise<Answer> =>
  new Promise((resolve, reject) => {
    let answered = false;
    const sent = request(url, { method: options.method ?? 'POST', headers: options.headers }, (response) => {
      answered = true;
      const parts: Buffer[] = [];
      response.on('data', (chunk: Buffer) => parts.push(chunk));
      response.on('end', () => {
        sent.destroy();
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(parts).toString('utf8') });
      });
    });
    sent.on('error', (error) => {
      if (!answered) reject(error);
    });
    sent.flushHeaders();
    for (const chunk of options.chunks ?? []) sent.write(chunk);
    if (options.end !== false) sent.end();
  });

const json = { 'content-type': 'application/json' };

const form = (boundary: string, fields: Readonly<Record<string, string>>, fileStart: string): string =>
  [
    ...Object.entries(fields).map(
      ([name, value]) => `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    ),
    `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="a.png"\r\ncontent-type: image/png\r\n\r\n${fileStart}`,
  ].join('');

describe('studio server: every HTTP route answers oversized or malformed input with a 4xx (issue 20)', () => {
  let studio: TestServer;
  let token: string;
  before(async () => {
    studio = await startTestServer();
    token = await loginAs(studio.url, 'admin');
  });
  after(() => studio.close());
  afterEach(() => expect(studio.errors).to.deep.equal([]));

  describe('POST /api/v1/login', () => {
    it('a body over 64 KiB answers 413 (declared or streamed), not 500', async () => {
      const big = 'x'.repeat(10 * 1024 * 1024);
      const declared = await send(`${studio.url}/api/v1/login`, {
        headers: { ...json, 'content-length': big.length },
        chunks: [big.slice(0, 1024)],
        end: false,
      });
      expect(declared.status).to.equal(413);
      expect(JSON.parse(declared.body)).to.deep.equal({ status: 'error', msg: 'Request body over 65536 bytes' });
      const streamed = await send(`${studio.url}/api/v1/login`, {
        headers: { ...json, 'transfer-encoding': 'chunked' },
        chunks: [big.slice(0, 40_000), big.slice(0, 40_000)],
        end: false,
      });
      expect(streamed.status).to.equal(413);
    });

    it('a body that is no login, a NUL or a lone surrogate in the e-mail, or overlong fields answer 400', async () => {
      for (const body of [
        'not json',
        '[]',
        JSON.stringify({ email: 5, password: 'x' }),
        JSON.stringify({ email: 'admin@demo.local\u0000', password: 'demo1234' }),
        JSON.stringify({ email: 'admin\ud800@demo.local', password: 'demo1234' }),
        JSON.stringify({ email: `${'a'.repeat(300)}@x.test`, password: 'x' }),
        JSON.stringify({ email: 'a@x.test', password: 'p'.repeat(2000) }),
      ]) {
        const answer = await send(`${studio.url}/api/v1/login`, { headers: json, chunks: [body] });
        expect(answer.status, body.slice(0, 60)).to.equal(400);
        expect(JSON.parse(answer.body)).to.have.property('msg').that.is.a('string');
      }
    });
  });

  describe('POST /storage/upload (anonymous: the presigned form is the credential)', () => {
    const boundary = 'fuzzboundary';
    const headers = (length: number) => ({
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': length,
    });

    it('a bad signature is refused 403 on the leading fields, before the file is sent', async () => {
      const fields = { key: '1/file_1.png', expires: String(Math.floor(Date.now() / 1000) + 600), signature: 'bad' };
      const start = form(boundary, fields, 'PNG…');
      // 60 MiB announced, a few bytes sent, the body never finished: the answer comes anyway.
      const answer = await send(`${studio.url}/storage/upload`, {
        headers: headers(60 * 1024 * 1024),
        chunks: [start],
        end: false,
      });
      expect(answer).to.deep.equal({ status: 403, body: 'AccessDenied' });
    });

    it('a valid signature still uploads; fields beyond 64 KiB before the file are 400; over 64 MiB is 413', async () => {
      const signed = presignUpload(
        studio.server.services.uploadSecret,
        'fuzz/file_1.png',
        Date.now(),
        await accountIdOf(studio, 'admin'),
      );
      const body = `${form(boundary, signed.fields, 'PNGDATA')}\r\n--${boundary}--\r\n`;
      const stored = await send(`${studio.url}/storage/upload`, {
        headers: headers(Buffer.byteLength(body)),
        chunks: [body],
      });
      expect(stored.status).to.equal(204);
      const padded = form(boundary, { padding: 'p'.repeat(maxFormFieldsBytes + 10) }, '');
      const tooMuch = await send(`${studio.url}/storage/upload`, {
        headers: headers(Buffer.byteLength(padded) + 1000),
        chunks: [padded],
        end: false,
      });
      expect(tooMuch.status).to.equal(400);
      expect(tooMuch.body).to.match(/form fields before the file/);
      const huge = await send(`${studio.url}/storage/upload`, { headers: headers(65 * 1024 * 1024), end: false });
      expect(huge).to.deep.equal({ status: 413, body: 'EntityTooLarge' });
      const notForm = await send(`${studio.url}/storage/upload`, { headers: json, chunks: ['{}'] });
      expect(notForm.status).to.equal(400);
    });
  });

  it('POST /api/v1/content/upload/{id}: 401 without a token, 413 over 64 MiB before reading it', async () => {
    const [record] = await studio.server.services.store.documents.cms_list_data.list();
    const anonymous = await send(`${studio.url}/api/v1/content/upload/${record?.id}`, {
      headers: { 'content-type': 'multipart/form-data; boundary=b', 'content-length': 100 },
      end: false,
    });
    expect(anonymous.status).to.equal(401);
    const huge = await send(`${studio.url}/api/v1/content/upload/${record?.id}`, {
      headers: {
        authorization: token,
        'content-type': 'multipart/form-data; boundary=b',
        'content-length': 65 * 1024 * 1024,
      },
      end: false,
    });
    expect(huge.status).to.equal(413);
  });

  it("config.json's uploadLimitBytes is the limit both upload routes enforce: one byte over is 413 on each (issue 29)", async () => {
    const config = (await (await fetch(`${studio.url}/config.json`)).json()) as { uploadLimitBytes?: unknown };
    expect(config.uploadLimitBytes).to.be.a('number');
    const limit = config.uploadLimitBytes as number;
    const [record] = await studio.server.services.store.documents.cms_list_data.list();
    const announce = (url: string, bytes: number, auth: Record<string, string>) =>
      send(url, {
        headers: { ...auth, 'content-type': 'multipart/form-data; boundary=b', 'content-length': bytes },
        chunks: ['--b\r\n'],
        end: false,
      });
    const content = `${studio.url}/api/v1/content/upload/${record?.id}`;
    expect((await announce(content, limit + 1, { authorization: token })).status).to.equal(413);
    expect((await announce(`${studio.url}/storage/upload`, limit + 1, {})).status).to.equal(413);
  });

  it('paths with a NUL or an escape that is not UTF-8, and odd ids, answer 4xx on every /api/v1 route', async () => {
    const auth = { authorization: token };
    const cases: [string, string][] = [
      ['GET', '/api/v1/content_list/by_name/a%00b'],
      ['GET', '/api/v1/content_list_by_name/%ED%A0%80'],
      ['GET', '/api/v1/content_list/%E0%A4%A'],
      ['GET', '/api/v1/content_list/99999999999999999999'],
      ['GET', '/api/v1/content_list/constructor'],
      ['POST', '/api/v1/session/delete/1e400'],
      ['POST', '/api/v1/session/delete/__proto__'],
      ['GET', '/instances/%00/static/test.html'],
      ['GET', '/instances/1e20/static/test.html'],
      ['POST', '/api/v1/content/upload/-1'],
      ['GET', '/api/v1/nothing-here'],
      ['GET', '/storage/..%2f..%2fetc%2fpasswd'],
      ['DELETE', '/api/v1/login'],
    ];
    for (const [method, path] of cases) {
      const answer = await send(`${studio.url}${path}`, { method, headers: auth });
      expect(answer.status, `${method} ${path}`).to.be.within(400, 499);
    }
    const malformed = await send(`${studio.url}/api/v1/content_list/by_name/a%00b`, { method: 'GET' });
    expect(malformed.status).to.equal(400);
  });
});
