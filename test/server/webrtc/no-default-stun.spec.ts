import { expect } from 'chai';
import { RTCPeerConnection } from 'werift';
import { skipDefaultStun } from '../../../server/webrtc/no-default-stun';

// werift asks stun.l.google.com when no STUN server is configured and its answer waits up to 5 s for it; the WHEP
// server asks none unless one is configured (docs/performance.md "WHEP in Chromium").

const offer = async (): Promise<{ sdp: string; close: () => Promise<void> }> => {
  const viewer = new RTCPeerConnection({ iceServers: [] });
  viewer.addTransceiver('video', { direction: 'recvonly' });
  const description = await viewer.createOffer();
  // The viewer is a werift peer too: without this its own offer would wait 5 s for Google's STUN server.
  skipDefaultStun(viewer, []);
  await viewer.setLocalDescription(description);
  return { sdp: viewer.localDescription?.sdp ?? '', close: () => viewer.close() };
};

const stunServersOf = (peer: RTCPeerConnection) =>
  peer.iceTransports.map((transport) => transport.connection.stunServer);

describe('skipDefaultStun (WHEP answers without a STUN round trip)', () => {
  it('clears the STUN server werift falls back to when none is configured', async () => {
    const viewer = await offer();
    const peer = new RTCPeerConnection({ iceServers: [] });
    await peer.setRemoteDescription({ type: 'offer', sdp: viewer.sdp });
    expect(stunServersOf(peer)).to.deep.equal([['stun.l.google.com', 19302]]);
    skipDefaultStun(peer, []);
    expect(stunServersOf(peer)).to.deep.equal([undefined]);
    await Promise.all([peer.close(), viewer.close()]);
  });

  it('keeps a configured STUN server', async () => {
    const viewer = await offer();
    const iceServers = [{ urls: 'stun:stun.example.net:3478' }];
    const peer = new RTCPeerConnection({ iceServers });
    await peer.setRemoteDescription({ type: 'offer', sdp: viewer.sdp });
    skipDefaultStun(peer, iceServers);
    expect(stunServersOf(peer)).to.deep.equal([['stun.example.net', 3478]]);
    await Promise.all([peer.close(), viewer.close()]);
  });
});
