import { expect } from 'chai';
import sinon from 'sinon';
import { videoSilence } from '../../../src/infrastructure/webrtc';

// A WHEP session whose server went away without closing it (a restart) ends when its video stops arriving,
// not when ICE consent expires many seconds later (issue 31 §3: playing again within 5 s of a restart).

const fakePeer = () => {
  const peer = {
    packets: 0,
    connectionState: 'connected' as RTCPeerConnectionState,
    getStats: () =>
      Promise.resolve(
        new Map([
          ['a', { type: 'inbound-rtp', kind: 'video', packetsReceived: peer.packets }],
          ['b', { type: 'inbound-rtp', kind: 'audio', packetsReceived: 7 }],
        ]) as unknown as RTCStatsReport,
      ),
  };
  return peer;
};

describe('videoSilence (the WHEP client)', () => {
  let clock: sinon.SinonFakeTimers;
  beforeEach(() => (clock = sinon.useFakeTimers()));
  afterEach(() => clock.restore());

  it('ends a session whose video packets stop for over two seconds, and not while they arrive', async () => {
    const peer = fakePeer();
    let ended: unknown;
    void videoSilence(peer).then((failure) => (ended = failure));
    // Packets arrive between every two looks (every 250 ms) for 10 s, then stop.
    for (let tick = 0; tick < 40; tick += 1) {
      peer.packets += 5;
      await clock.tickAsync(250);
    }
    expect(ended).to.equal(undefined);
    await clock.tickAsync(2000);
    expect(ended).to.equal(undefined);
    await clock.tickAsync(1000);
    expect(ended).to.deep.equal({ kind: 'closed' });
  });

  it('stops looking once the peer connection is closed (the viewer closed it)', async () => {
    const peer = fakePeer();
    const getStats = sinon.spy(peer, 'getStats');
    let ended: unknown;
    void videoSilence(peer).then((failure) => (ended = failure));
    await clock.tickAsync(1000);
    peer.connectionState = 'closed';
    const calls = getStats.callCount;
    await clock.tickAsync(10_000);
    expect(getStats.callCount).to.equal(calls);
    expect(ended).to.equal(undefined);
  });
});
