import { expect } from 'chai';
import { RTCPeerConnection, RTCRtpCodecParameters, type RtpPacket } from 'werift';
import { loginAs, startTestServer, type TestServer } from './support/studio';

// The studio server's WHEP endpoint (docs/protocol/webrtc.md) with werift as the browser: a real offer, a real
// answer, ICE and DTLS over loopback, and VP8 frames of the test pattern arriving over SRTP.

const stream = 'arena_a_cam1_program';

const waitFor = async (what: string, check: () => boolean, timeoutMs = 30_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

const viewer = () => {
  const peer = new RTCPeerConnection({
    codecs: { video: [new RTCRtpCodecParameters({ mimeType: 'video/VP8', clockRate: 90_000, payloadType: 96 })] },
    iceAdditionalHostAddresses: ['127.0.0.1'],
  });
  peer.addTransceiver('video', { direction: 'recvonly' });
  const packets: RtpPacket[] = [];
  peer.onTrack.subscribe((track) => track.onReceiveRtp.subscribe((packet) => packets.push(packet)));
  return { peer, packets };
};

const offerOf = async (peer: RTCPeerConnection): Promise<string> => {
  await peer.setLocalDescription(await peer.createOffer());
  return peer.localDescription?.sdp ?? '';
};

describe('WHEP endpoint (studio server)', function () {
  this.timeout(180_000);
  let studio: TestServer;
  let token = '';
  const peers: RTCPeerConnection[] = [];

  before(async () => {
    studio = await startTestServer();
    token = await loginAs(studio.url, 'director');
  });
  afterEach(async () => {
    await Promise.all(peers.splice(0).map((peer) => peer.close()));
  });
  after(async () => {
    await studio.close();
    expect(studio.errors).to.deep.equal([]);
  });

  // The console's session token, as the viewer sends it (docs/protocol/webrtc.md "Who may watch").
  const whep = (path: string, init?: RequestInit, bearer: string | undefined = token) =>
    fetch(`${studio.server.webrtcUrl}${path}`, {
      ...init,
      headers: {
        ...(init?.headers as Record<string, string>),
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      },
    });
  const post = (name: string, sdp: string, bearer?: string) =>
    whep(
      `/${name}/whep`,
      { method: 'POST', headers: { 'content-type': 'application/sdp' }, body: sdp },
      bearer ?? token,
    );

  it('is named in config.json as webrtcUrl, on the host the browser used', async () => {
    const config = (await (await fetch(`${studio.url}/config.json`)).json()) as Record<string, string>;
    expect(config.webrtcUrl).to.equal(studio.server.webrtcUrl);
  });

  it('answers OPTIONS with 204 and CORS headers that let the console read Location and Link', async () => {
    const answer = await whep(`/${stream}/whep`, { method: 'OPTIONS' });
    expect(answer.status).to.equal(204);
    expect(answer.headers.get('access-control-allow-origin')).to.equal('*');
    expect(answer.headers.get('access-control-expose-headers')).to.include('location');
    expect(answer.headers.get('access-control-allow-methods')).to.include('PATCH');
  });

  it('refuses an offer, a candidate or a DELETE without a live session token: 401, and no session opens', async () => {
    const { peer } = viewer();
    peers.push(peer);
    const offer = await offerOf(peer);
    for (const bearer of ['', 'not-a-session-token']) {
      const refused = await whep(
        `/${stream}/whep`,
        { method: 'POST', headers: { 'content-type': 'application/sdp' }, body: offer },
        bearer,
      );
      expect(refused.status, bearer || 'no token').to.equal(401);
      expect(refused.headers.get('www-authenticate')).to.equal('Bearer realm="whep"');
    }
    // A stream's existence is not told to a stranger either.
    expect((await post('no_such_output', offer, 'nope')).status).to.equal(401);
    const session = `/${stream}/whep/00000000-0000-4000-8000-000000000000`;
    expect((await whep(session, { method: 'DELETE' }, '')).status).to.equal(401);
    const candidate = 'a=mid:0\r\na=candidate:1 1 udp 1 127.0.0.1 9 typ host\r\n';
    const patch = { method: 'PATCH', headers: { 'content-type': 'application/trickle-ice-sdpfrag' }, body: candidate };
    expect((await whep(session, patch, '')).status).to.equal(401);
    expect(studio.server.webrtc.sessions.size).to.equal(0);
    // OPTIONS is the browser's CORS preflight, which carries no Authorization.
    expect((await whep(`/${stream}/whep`, { method: 'OPTIONS' }, '')).status).to.equal(204);
  });

  it('answers 404 for a stream no channel offers, and for an unknown session', async () => {
    const { peer } = viewer();
    peers.push(peer);
    expect((await post('no_such_output', await offerOf(peer))).status).to.equal(404);
    const patch = await whep(`/${stream}/whep/00000000-0000-4000-8000-000000000000`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/trickle-ice-sdpfrag' },
      body: 'a=mid:0\r\na=candidate:1 1 udp 1 127.0.0.1 9 typ host\r\n',
    });
    expect(patch.status).to.equal(404);
  });

  it('answers a POSTed offer 201 with an SDP answer and a Location, then streams VP8 from a key frame', async () => {
    const { peer, packets } = viewer();
    peers.push(peer);
    const answer = await post(stream, await offerOf(peer));
    expect(answer.status).to.equal(201);
    expect(answer.headers.get('content-type')).to.equal('application/sdp');
    const location = answer.headers.get('location') ?? '';
    expect(location).to.match(new RegExp(`^/${stream}/whep/[0-9a-f-]{36}$`));
    const sdp = await answer.text();
    expect(sdp).to.include('VP8/90000').and.to.include('a=sendonly').and.to.include('a=candidate:');
    await peer.setRemoteDescription({ type: 'answer', sdp });

    const patch = await whep(location, {
      method: 'PATCH',
      headers: { 'content-type': 'application/trickle-ice-sdpfrag' },
      body: 'a=mid:0\r\na=candidate:1 1 udp 2122260223 127.0.0.1 9 typ host\r\n',
    });
    expect(patch.status).to.equal(204);

    // 30 frames' worth: well past the first second of the pattern.
    await waitFor('frames', () => packets.filter((packet) => packet.header.marker).length >= 30);
    const first = packets[0]!;
    expect(first.payload[0]! & 0x10, 'first packet starts a partition').to.equal(0x10);
    expect(first.payload[1]! & 0x01, 'first frame is a key frame').to.equal(0);
    const stamps = [...new Set(packets.map((packet) => packet.header.timestamp))];
    expect(stamps[1]! - stamps[0]!, '25 fps on the 90 kHz clock').to.equal(3600);
    expect(studio.server.webrtc.sessions.playing(stream)).to.equal(1);
  });

  it('ends the session when the viewer DELETEs its Location or closes its peer connection', async () => {
    const sessions = studio.server.webrtc.sessions;
    // The previous test's viewer was closed without a DELETE: its RTCP stops, and the server closes the session.
    await waitFor('the earlier session to end', () => sessions.size === 0, 60_000);
    const first = viewer();
    peers.push(first.peer);
    const answer = await post(stream, await offerOf(first.peer));
    await first.peer.setRemoteDescription({ type: 'answer', sdp: await answer.text() });
    await waitFor('playing', () => sessions.playing(stream) === 1);
    expect((await whep(answer.headers.get('location') ?? '', { method: 'DELETE' })).status).to.equal(200);
    expect(sessions.size).to.equal(0);

    const second = viewer();
    const again = await post(stream, await offerOf(second.peer));
    await second.peer.setRemoteDescription({ type: 'answer', sdp: await again.text() });
    await waitFor('playing', () => sessions.playing(stream) === 1);
    await second.peer.close();
    await waitFor('the session to end', () => sessions.size === 0, 60_000);
  });
});
