import { expect } from 'chai';
import { packetizeVp8 } from '../../../server/webrtc/vp8-payloader';

describe('packetizeVp8 (RFC 7741 payloads)', () => {
  it('puts a small frame in one payload whose descriptor marks the start of partition 0', () => {
    const payloads = packetizeVp8(Buffer.from([0x10, 0x02, 0x00, 0x9d]));
    expect(payloads).to.have.length(1);
    expect([...payloads[0]!]).to.deep.equal([0x10, 0x10, 0x02, 0x00, 0x9d]);
  });

  it('cuts a large frame into payloads of at most the room given, only the first flagged S, bytes in order', () => {
    const frame = Buffer.from(Array.from({ length: 2500 }, (_, index) => index % 251));
    const payloads = packetizeVp8(frame, 1000);
    expect(payloads.map((payload) => payload.length)).to.deep.equal([1000, 1000, 503]);
    expect(payloads.map((payload) => payload[0])).to.deep.equal([0x10, 0x00, 0x00]);
    expect(Buffer.concat(payloads.map((payload) => payload.subarray(1))).equals(frame)).to.equal(true);
  });

  it('gives nothing for an empty frame and refuses a room that fits no byte of it', () => {
    expect(packetizeVp8(Buffer.alloc(0))).to.deep.equal([]);
    expect(() => packetizeVp8(Buffer.from([1]), 1)).to.throw(/room/);
  });
});
