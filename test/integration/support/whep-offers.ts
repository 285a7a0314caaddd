import { sdpLimits } from '../../../server/webrtc/sdp-limits';

// Hand-made WHEP offers at the edges of what the endpoint accepts (server/webrtc/sdp-limits.ts), for the tests
// and the bench: no peer connection is needed to make them, so a flood costs the sender nothing.

const session = (mids: readonly string[]): string[] => [
  'v=0',
  'o=- 4611731400430051336 2 IN IP4 127.0.0.1',
  's=-',
  't=0 0',
  `a=group:BUNDLE ${mids.join(' ')}`,
  'a=ice-ufrag:flood',
  'a=ice-pwd:floodfloodfloodfloodflood',
  'a=ice-options:trickle',
  `a=fingerprint:sha-256 ${Array.from({ length: 32 }, () => 'AB').join(':')}`,
  'a=setup:actpass',
];

const section = (mid: string, payloadTypes: readonly number[]): string[] => [
  `m=video 9 UDP/TLS/RTP/SAVPF ${payloadTypes.join(' ')}`,
  'c=IN IP4 0.0.0.0',
  `a=mid:${mid}`,
  'a=recvonly',
  'a=rtcp-mux',
  ...payloadTypes.map((type) => `a=rtpmap:${type} VP8/90000`),
];

const join = (lines: readonly string[]): string => `${lines.join('\r\n')}\r\n`;

/**
 * The largest offer the endpoint negotiates: the most media sections, each with every payload type, and feedback
 * lines up to the line limit — all VP8, so werift answers it.
 */
export const largestAllowedOffer = (): string => {
  const mids = Array.from({ length: sdpLimits.mediaSections }, (_, index) => String(index));
  const types = Array.from({ length: sdpLimits.payloadTypesPerSection }, (_, index) => index);
  const sections = mids.map((mid) => section(mid, types));
  const lines = [...session(mids), ...sections.flat()];
  // Fill the rest with feedback lines, spread over the sections (each must stay inside its own section).
  const room = sdpLimits.offerLines - lines.length;
  const perSection = Math.floor(room / sections.length);
  const filled = sections.flatMap((lines_, index) => [
    ...lines_,
    ...Array.from(
      // The last section takes the remainder, so the offer has exactly the most lines allowed.
      { length: index === sections.length - 1 ? room - perSection * index : perSection },
      (_, line) => `a=rtcp-fb:${(line + index) % types.length} nack pli`,
    ),
  ]);
  const offer = join([...session(mids), ...filled]);
  if (Buffer.byteLength(offer) > sdpLimits.offerBytes) throw new Error('the largest offer outgrew the body limit');
  return offer;
};

/** A viewer's offer at its smallest: one VP8 video section, receive only. */
export const videoOffer = (): string => join([...session(['0']), ...section('0', [96])]);

/** An offer of `count` minimal video sections: the shape that froze the server before the limits (issue 28). */
export const manySectionsOffer = (count: number): string => {
  const mids = Array.from({ length: count }, (_, index) => String(index));
  return join([...session(mids), ...mids.flatMap((mid) => [`m=video 9 UDP/TLS/RTP/SAVPF 96`, `a=mid:${mid}`])]);
};
