import { expect } from 'chai';
import { sdpLimits } from '../../server/webrtc/sdp-limits';
import { push } from './support/phoenix-client';
import { useStudioFixture } from './support/studio-fixture';
import { largestAllowedOffer, manySectionsOffer, videoOffer } from './support/whep-offers';
import { candidates, closeAll, patchCandidates, postOffer, type WhepAnswer } from './support/whep-requests';

// What one viewer may ask of the WHEP endpoint (issue 28, docs/protocol/webrtc.md "Limits"): an offer within the
// SDP limits, a fragment within its own, eight sessions per account — and a flood of the largest allowed offers
// leaves the console's HTTP and socket answering, since negotiation runs in the WHEP worker.

const program = 'arena_a_cam1_program';

describe('studio server: the WHEP endpoint bounds what a viewer may ask', function () {
  this.timeout(180_000);
  const { studio, token, socket, joinOk } = useStudioFixture({
    types: ['director', 'group_admin', 'commentator', 'admin', 'user'],
  });
  const opened: { answer: WhepAnswer; token: string }[] = [];
  const watch = async (type: string, offer: string): Promise<WhepAnswer> => {
    const answer = await postOffer(studio, program, offer, token(type));
    opened.push({ answer, token: token(type) });
    return answer;
  };
  afterEach(() => closeAll(studio, opened.splice(0)));

  it('refuses an offer past the limits with 400 and says which, before werift sees it', async () => {
    const types = Array.from({ length: sdpLimits.payloadTypesPerSection + 1 }, (_, index) => index % 128);
    const tooManyTypes = videoOffer().replace('UDP/TLS/RTP/SAVPF 96', `UDP/TLS/RTP/SAVPF ${types.join(' ')}`);
    const cases: [string, string][] = [
      [manySectionsOffer(sdpLimits.mediaSections + 1), 'the offer has 5 media sections; at most 4 are accepted'],
      [manySectionsOffer(600), 'the offer has 1210 lines; at most 1000 are accepted'],
      [tooManyTypes, 'a media section offers 129 payload types; at most 128 are accepted'],
      ['v=0\r\ns=-\r\n', 'the offer has no media section'],
    ];
    for (const [offer, text] of cases) expect(await watch('director', offer)).to.deep.include({ status: 400, text });
    expect(studio.server.webrtc.sessions.size).to.equal(0);
  });

  it('negotiates the largest allowed offer', async () => {
    expect((await watch('director', largestAllowedOffer())).status).to.equal(201);
  });

  it('refuses a trickle fragment of too many candidates with 400', async () => {
    const answer = await watch('director', videoOffer());
    const refused = await patchCandidates(studio, answer.location ?? '', candidates(33), token('director'));
    expect(refused).to.deep.include({ status: 400, text: 'the fragment has 33 candidates; at most 32 are accepted' });
    expect((await patchCandidates(studio, answer.location ?? '', candidates(2), token('director'))).status).to.equal(
      204,
    );
  });

  it('opens eight sessions per account, then answers 429; other accounts still open theirs', async () => {
    const eight = await Promise.all(Array.from({ length: 8 }, () => watch('director', videoOffer())));
    expect(eight.map((answer) => answer.status)).to.deep.equal(Array(8).fill(201));
    expect(await watch('director', videoOffer())).to.deep.include({
      status: 429,
      text: 'too many viewers open for your account: close one to open another',
    });
    expect((await watch('group_admin', videoOffer())).status).to.equal(201);
  });

  it('refuses an account whose offers keep being refused before reading its next one: 429, Retry-After', async () => {
    const refused = await Promise.all(Array.from({ length: 20 }, () => watch('user', manySectionsOffer(5))));
    expect(refused.map((answer) => answer.status)).to.deep.equal(Array(20).fill(400));
    const answer = await postOffer(studio, program, videoOffer(), token('user'));
    expect(answer.status).to.equal(429);
    expect(answer.text).to.match(/^too many refused offers from your account: try again in \d+ s$/);
    // Another account is not held back by it.
    expect((await watch('group_admin', videoOffer())).status).to.equal(201);
  });

  it('keeps /api/v1/verify and socket pushes answering while a flood of the largest offers arrives', async () => {
    const presets = await joinOk('director', `system:instance_to_instance:${program}`, ['status']);
    const largest = largestAllowedOffer();
    let settled = 0;
    const flood = ['director', 'group_admin', 'commentator'].flatMap((type) =>
      Array.from({ length: 10 }, () => watch(type, largest).finally(() => (settled += 1))),
    );
    const refusedFlood = Array.from({ length: 10 }, () => watch('admin', manySectionsOffer(500)));
    const verify = await fetch(`${studio.url}/api/v1/verify`, {
      headers: { authorization: `Bearer ${token('admin')}` },
    });
    const reply = await push(presets.channel, 'message', { type: 'state_request' }, 10_000);
    // Both answered while offers of the flood were still being negotiated.
    expect(settled).to.be.below(flood.length);
    expect(verify.status).to.equal(200);
    expect(reply.status).to.equal('ok');
    const statuses = (await Promise.all(flood)).map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).to.have.length(24);
    expect(statuses.filter((status) => status === 429)).to.have.length(6);
    expect((await Promise.all(refusedFlood)).map((answer) => answer.status)).to.deep.equal(Array(10).fill(400));
    expect(socket('director').isConnected()).to.equal(true);
  });
});
