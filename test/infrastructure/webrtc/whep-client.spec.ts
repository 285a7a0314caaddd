import { expect } from 'chai';
import { iceServerLinks } from '../../../server/webrtc/whep-server';
import { iceServersFromLinks } from '../../../src/infrastructure/webrtc';

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
