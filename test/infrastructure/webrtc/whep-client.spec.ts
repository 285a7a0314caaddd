import { expect } from 'chai';
import sinon from 'sinon';
import { iceServerLinks } from '../../../server/webrtc/whep-server';
import { WhepError } from '../../../src/application/ports';
import { BrowserWhepClient, iceServersFromLinks } from '../../../src/infrastructure/webrtc';

describe('WHEP ICE servers in Link headers (RFC 9725 §4.4)', () => {
  it('reads what the studio server writes, credentials included, and ignores other links', () => {
    const header = iceServerLinks([
      { urls: 'stun:stun.example.net:3478' },
      { urls: 'turn:turn.example.net:3478?transport=udp', username: 'u', credential: 'p' },
    ]).join(', ');
    expect(iceServersFromLinks(`${header}, <https://example.net/x>; rel="other"`)).to.deep.equal([
      { urls: 'stun:stun.example.net:3478' },
      { urls: 'turn:turn.example.net:3478?transport=udp', username: 'u', credential: 'p' },
    ]);
  });

  it('gives no ICE servers without the header', () => {
    expect(iceServersFromLinks(null)).to.deep.equal([]);
  });
});

describe('the browser WHEP client without a server', () => {
  afterEach(() => sinon.restore());

  it('fails as unreachable at its OPTIONS, before it makes a peer connection or an offer', async () => {
    const fetch = sinon.stub(globalThis, 'fetch').rejects(new TypeError('Failed to fetch'));
    const failure = await new BrowserWhepClient().play('http://127.0.0.1:1/x/whep', 'tok').then(
      () => undefined,
      (error: unknown) => (error instanceof WhepError ? error.failure : error),
    );
    expect(failure).to.deep.equal({ kind: 'unreachable' });
    expect(fetch.callCount).to.equal(1);
    expect(fetch.firstCall.args[1]).to.deep.equal({ method: 'OPTIONS' });
  });
});
