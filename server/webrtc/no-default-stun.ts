import type { RTCIceServer, RTCPeerConnection } from 'werift';

/**
 * werift's ICE agent asks stun.l.google.com:19302 for a server-reflexive candidate whenever no STUN server is
 * configured, and its answer waits for that query (up to 5 s when the internet is out of reach, as on a studio
 * network or this machine's loopback; a round trip to a third party otherwise). A WHEP server is reached at its
 * own host candidates, so without a configured STUN server it asks none: called between setRemoteDescription
 * (which makes the ICE transports) and setLocalDescription (which gathers). Measured: the answer in ~30 ms
 * instead of ~5 s (docs/performance.md "WHEP in Chromium").
 */
export const skipDefaultStun = (peer: RTCPeerConnection, iceServers: readonly RTCIceServer[]): void => {
  if (iceServers.some((server) => server.urls.includes('stun:'))) return;
  for (const transport of peer.iceTransports) transport.connection.stunServer = undefined;
};
