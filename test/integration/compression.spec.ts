import { expect } from 'chai';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { minimumCompressedSize } from '../../server/http/compression';
import { loginAs, startTestServer, type TestServer } from './support/studio';

interface Raw {
  readonly status: number;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly body: Buffer;
}

/** A GET whose body is read as it came (fetch would undo the encoding and hide it). */
const get = (url: string, headers: Readonly<Record<string, string>>): Promise<Raw> =>
  new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });

const decoded = (raw: Raw): string => {
  const encoding = raw.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(raw.body).toString();
  if (encoding === 'gzip') return gunzipSync(raw.body).toString();
  return raw.body.toString();
};

// Issue 29: the console bundle and the JSON answers are compressed as the client allows (br, gzip), not media, not
// without Accept-Encoding, and the page keeps its security headers.
describe('studio server: compressed answers (issue 29)', () => {
  let studio: TestServer;
  let distDir: string;
  const bundle = `${'export const line = "the console bundle compresses well";\n'.repeat(400)}`;
  const page = `<!doctype html><div id=root></div>${'<!-- padding the page past the size limit -->'.repeat(40)}`;

  before(async () => {
    distDir = mkdtempSync(path.join(tmpdir(), 'studio-dist-'));
    writeFileSync(path.join(distDir, 'index.html'), page);
    writeFileSync(path.join(distDir, 'main.0123456789.js'), bundle);
    writeFileSync(path.join(distDir, 'logo.0123456789.png'), Buffer.alloc(8192, 7));
    studio = await startTestServer({ distDir });
  });
  after(async () => {
    await studio.close();
    rmSync(distDir, { recursive: true, force: true });
  });
  afterEach(() => expect(studio.errors).to.deep.equal([]));

  it('sends the bundle as br, or gzip where only gzip is accepted, and as it is without Accept-Encoding', async () => {
    const url = `${studio.url}/main.0123456789.js`;
    const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).to.equal('br');
    expect(br.headers.vary).to.match(/accept-encoding/i);
    expect(br.body.length).to.be.lessThan(bundle.length / 4);
    expect(Number(br.headers['content-length'])).to.equal(br.body.length);
    expect(decoded(br)).to.equal(bundle);
    const gzip = await get(url, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).to.equal('gzip');
    expect(decoded(gzip)).to.equal(bundle);
    const plain = await get(url, {});
    expect(plain.headers['content-encoding']).to.equal(undefined);
    expect(plain.body.toString()).to.equal(bundle);
    const refused = await get(url, { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).to.equal(undefined);
  });

  it('compresses the page and keeps its content security policy and security headers', async () => {
    const answer = await get(`${studio.url}/dashboard`, { 'accept-encoding': 'br' });
    expect(answer.headers['content-encoding']).to.equal('br');
    expect(decoded(answer)).to.equal(page);
    expect(answer.headers['content-security-policy']).to.be.a('string').and.include("default-src 'self'");
    expect(answer.headers['x-content-type-options']).to.equal('nosniff');
  });

  it('does not compress media, nor a byte range', async () => {
    const image = await get(`${studio.url}/logo.0123456789.png`, { 'accept-encoding': 'br, gzip' });
    expect(image.headers['content-encoding']).to.equal(undefined);
    expect(image.body.length).to.equal(8192);
    const range = await get(`${studio.url}/main.0123456789.js`, { 'accept-encoding': 'br', range: 'bytes=0-99' });
    expect(range.status).to.equal(206);
    expect(range.headers['content-encoding']).to.equal(undefined);
    expect(range.body.toString()).to.equal(bundle.slice(0, 100));
  });

  it('compresses a JSON answer with Accept-Encoding and sends it as it is without', async () => {
    const token = await loginAs(studio.url, 'developer');
    // The largest demo list answer, over the 1 KB below which nothing is compressed.
    let largest: { url: string; plain: Raw } | undefined;
    for (let id = 1; id <= 30; id += 1) {
      const url = `${studio.url}/api/v1/content_list/${id}`;
      const plain = await get(url, { authorization: token });
      if (plain.status === 200 && plain.body.length > (largest?.plain.body.length ?? minimumCompressedSize))
        largest = { url, plain };
    }
    if (!largest) throw new Error('no demo content list answers over 1 KB');
    const { url, plain } = largest;
    expect(plain.headers['content-encoding']).to.equal(undefined);
    expect(plain.headers['content-type']).to.include('application/json');
    const gzip = await get(url, { authorization: token, 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).to.equal('gzip');
    expect(gzip.headers.vary).to.match(/accept-encoding/i);
    expect(JSON.parse(decoded(gzip))).to.deep.equal(JSON.parse(plain.body.toString()));
    const br = await get(url, { authorization: token, 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).to.equal('br');
    expect(br.body.length).to.be.lessThan(plain.body.length);
  });
});
