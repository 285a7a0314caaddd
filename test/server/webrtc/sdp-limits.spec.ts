import { expect } from 'chai';
import { fragmentProblem, offerProblem, sdpLimits } from '../../../server/webrtc/sdp-limits';
import { largestAllowedOffer, manySectionsOffer, videoOffer } from '../../integration/support/whep-offers';
import { candidates } from '../../integration/support/whep-requests';

describe('server/webrtc: the bounds of a WHEP offer and a trickle fragment (issue 28)', () => {
  it('accepts a viewer’s offer and the largest allowed one', () => {
    expect(offerProblem(videoOffer())).to.equal(undefined);
    expect(offerProblem(largestAllowedOffer())).to.equal(undefined);
  });

  it('names the first limit an offer passes', () => {
    expect(offerProblem('hello')).to.equal('the body is not an SDP offer');
    expect(offerProblem('v=0\r\ns=-\r\n')).to.equal('the offer has no media section');
    expect(offerProblem(manySectionsOffer(sdpLimits.mediaSections + 1))).to.equal(
      'the offer has 5 media sections; at most 4 are accepted',
    );
    expect(offerProblem(`${largestAllowedOffer()}a=extra\r\n`)).to.equal(
      'the offer has 1001 lines; at most 1000 are accepted',
    );
    const types = Array.from({ length: 129 }, (_, index) => index % 128).join(' ');
    expect(offerProblem(videoOffer().replace('SAVPF 96', `SAVPF ${types}`))).to.equal(
      'a media section offers 129 payload types; at most 128 are accepted',
    );
  });

  it('bounds a fragment by its lines and its candidates', () => {
    expect(fragmentProblem(candidates(32))).to.equal(undefined);
    expect(fragmentProblem(candidates(33))).to.equal('the fragment has 33 candidates; at most 32 are accepted');
    expect(fragmentProblem('a=x\r\n'.repeat(65))).to.equal('the fragment has 65 lines; at most 64 are accepted');
  });
});
