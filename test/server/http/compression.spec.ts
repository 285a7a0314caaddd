import { expect } from 'chai';
import { answerEncoding, compressibleType, negotiateEncoding, varyOnEncoding } from '../../../server/http/compression';

// Issue 29: which answers are compressed, and how (server/http/compression.ts).
describe('server/http/compression', () => {
  it('prefers br, takes gzip where br is not allowed, honours q=0 and *', () => {
    expect(negotiateEncoding('gzip, deflate, br')).to.equal('br');
    expect(negotiateEncoding('gzip')).to.equal('gzip');
    expect(negotiateEncoding('br;q=0, gzip')).to.equal('gzip');
    expect(negotiateEncoding('br;q=0.2, gzip;q=0.8')).to.equal('gzip');
    expect(negotiateEncoding('*')).to.equal('br');
    expect(negotiateEncoding('*, br;q=0')).to.equal('gzip');
    expect(negotiateEncoding('identity')).to.equal(undefined);
    expect(negotiateEncoding('')).to.equal(undefined);
    expect(negotiateEncoding(undefined)).to.equal(undefined);
  });

  it('compresses text, JSON, JavaScript and SVG; not images, video, fonts or playlists', () => {
    for (const type of ['text/html; charset=utf-8', 'application/json', 'text/javascript', 'image/svg+xml'])
      expect(compressibleType(type), type).to.equal(true);
    for (const type of ['image/png', 'video/mp4', 'video/mp2t', 'font/woff2', 'application/vnd.apple.mpegurl'])
      expect(compressibleType(type), type).to.equal(false);
  });

  it('leaves small answers and byte ranges alone', () => {
    const asks = { headers: { 'accept-encoding': 'br' } };
    expect(answerEncoding(asks, 'application/json', 5000)).to.equal('br');
    expect(answerEncoding(asks, 'application/json', 100)).to.equal(undefined);
    expect(answerEncoding({ headers: { ...asks.headers, range: 'bytes=0-9' } }, 'text/plain', 5000)).to.equal(
      undefined,
    );
  });

  it('adds Accept-Encoding to Vary once', () => {
    expect(varyOnEncoding(undefined)).to.equal('Accept-Encoding');
    expect(varyOnEncoding('Origin')).to.equal('Origin, Accept-Encoding');
    expect(varyOnEncoding('accept-encoding')).to.equal('accept-encoding');
  });
});
