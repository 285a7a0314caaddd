import { expect } from 'chai';
import type { RtpPacket } from 'werift';
import type { IvfClip } from '../../../server/webrtc/ivf';
import { PatternPlayer } from '../../../server/webrtc/pattern-player';

// A 4-frame clip at 10 fps, key frames at 0 and 2; the second frame is large enough for two packets.
const clip: IvfClip = {
  width: 2,
  height: 2,
  fps: 10,
  frames: [
    { key: true, data: Buffer.from([0x50, 0]) },
    { key: false, data: Buffer.alloc(1500, 0x31) },
    { key: true, data: Buffer.from([0x50, 2]) },
    { key: false, data: Buffer.from([0x31, 3]) },
  ],
};

describe('PatternPlayer', () => {
  let now = 0;
  const player = new PatternPlayer(clip, () => now);
  const feeds: { stop(): void }[] = [];
  afterEach(() => feeds.splice(0).forEach((feed) => feed.stop()));

  const start = () => {
    const packets: RtpPacket[] = [];
    feeds.push(player.play((packet) => packets.push(packet)));
    return packets;
  };
  const tick = () => (player as unknown as { tick(): void }).tick();

  it('sends the first frame at once and then the frames the wall clock has made due, looping on', () => {
    now = 1000;
    const packets = start();
    expect(packets.map((p) => p.header.timestamp)).to.deep.equal([0]);
    now = 1000 + 450; // frames 1..4 are due (frame 4 is the clip's frame 0 again)
    tick();
    expect(packets.map((p) => p.header.timestamp)).to.deep.equal([0, 9000, 9000, 18000, 27000, 36000]);
    expect(packets.map((p) => p.header.marker)).to.deep.equal([true, false, true, true, true, true]);
    const sequences = packets.map((p) => p.header.sequenceNumber);
    expect(sequences.slice(1).map((s, index) => (s - sequences[index]! + 0x10000) & 0xffff)).to.deep.equal([
      1, 1, 1, 1, 1,
    ]);
    expect(packets[5]!.payload.subarray(1)).to.deep.equal(clip.frames[0]!.data);
  });

  it('after a stall skips to the last key frame instead of sending the backlog', () => {
    now = 0;
    const packets = start();
    now = 10_050; // 100 frames due: clip position 100 % 4 = 0 is a key frame
    tick();
    expect(packets.map((p) => p.header.timestamp / 9000)).to.deep.equal([0, 100]);
    now = 10_350; // frames 101..103
    tick();
    now = 20_150; // due 201 (position 1): back to key frame 200
    tick();
    expect(packets.slice(-3).map((p) => p.header.timestamp / 9000)).to.deep.equal([200, 201, 201]);
  });

  it('counts its viewers and stops sending to one that stopped', () => {
    now = 0;
    const first = start();
    start();
    expect(player.viewers).to.equal(2);
    feeds[0]!.stop();
    now = 500;
    tick();
    expect(player.viewers).to.equal(1);
    expect(first).to.have.length(1);
  });
});
