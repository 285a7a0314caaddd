/**
 * Bounds on what a WHEP viewer may send before werift parses it (issue 28). werift's SDP parsing and answering
 * grow with the media sections (each its own transceiver, and without BUNDLE its own ICE transport): an offer of
 * hundreds of small `m=` lines under the 64 KiB body cap held the event loop for seconds. A viewer needs video
 * (and a browser may add audio); four sections leave room for that and a data channel. 128 payload types is
 * every RTP payload type once (RFC 3551): a browser offers fewer than 64 in one section.
 */
export const sdpLimits = {
  offerBytes: 64 * 1024,
  offerLines: 1000,
  mediaSections: 4,
  payloadTypesPerSection: 128,
  fragmentLines: 64,
  fragmentCandidates: 32,
} as const;

const linesOf = (sdp: string): string[] => sdp.split(/\r?\n/).filter((line) => line.length > 0);

/** Why an offer is refused (the text of the 400), or undefined for one werift may negotiate. */
export const offerProblem = (offer: string): string | undefined => {
  if (!offer.startsWith('v=0')) return 'the body is not an SDP offer';
  const lines = linesOf(offer);
  if (lines.length > sdpLimits.offerLines)
    return `the offer has ${lines.length} lines; at most ${sdpLimits.offerLines} are accepted`;
  const sections = lines.filter((line) => line.startsWith('m='));
  if (sections.length === 0) return 'the offer has no media section';
  if (sections.length > sdpLimits.mediaSections)
    return `the offer has ${sections.length} media sections; at most ${sdpLimits.mediaSections} are accepted`;
  for (const section of sections) {
    // m=<media> <port> <proto> <fmt> …: everything after the third field is a payload type (or a format).
    const formats = section.split(' ').slice(3);
    if (formats.length > sdpLimits.payloadTypesPerSection)
      return `a media section offers ${formats.length} payload types; at most ${sdpLimits.payloadTypesPerSection} are accepted`;
  }
  return undefined;
};

/** Why a trickle fragment (a PATCH body) is refused, or undefined. */
export const fragmentProblem = (fragment: string): string | undefined => {
  const lines = linesOf(fragment);
  if (lines.length > sdpLimits.fragmentLines)
    return `the fragment has ${lines.length} lines; at most ${sdpLimits.fragmentLines} are accepted`;
  const candidates = lines.filter((line) => line.startsWith('a=candidate:')).length;
  if (candidates > sdpLimits.fragmentCandidates)
    return `the fragment has ${candidates} candidates; at most ${sdpLimits.fragmentCandidates} are accepted`;
  return undefined;
};
