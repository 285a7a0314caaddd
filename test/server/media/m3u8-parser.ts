// A strict reader for the HLS media playlists the studio server writes (RFC 8216): it accepts only the tags
// we use, in the places the RFC allows, and throws on anything else, so a test that parses a playlist also
// proves it is well formed.

export interface ParsedSegment {
  readonly uri: string;
  readonly duration: number;
  /** The EXTINF text as written, to check exactness. */
  readonly durationText: string;
  readonly sequence: number;
  readonly discontinuity: boolean;
  readonly discontinuitySequence: number;
  readonly programDateTime?: number;
}

export interface ParsedPlaylist {
  readonly version: number;
  readonly targetDuration: number;
  readonly mediaSequence: number;
  readonly discontinuitySequence: number;
  readonly playlistType?: 'VOD' | 'EVENT';
  readonly independentSegments: boolean;
  readonly ended: boolean;
  readonly segments: readonly ParsedSegment[];
}

const integer = (value: string, tag: string): number => {
  if (!/^\d+$/.test(value)) throw new Error(`${tag}: not a decimal-integer: ${value}`);
  return Number(value);
};

const headerTags = [
  'EXT-X-VERSION',
  'EXT-X-TARGETDURATION',
  'EXT-X-MEDIA-SEQUENCE',
  'EXT-X-DISCONTINUITY-SEQUENCE',
  'EXT-X-PLAYLIST-TYPE',
  'EXT-X-INDEPENDENT-SEGMENTS',
];

export const parseMediaPlaylist = (text: string): ParsedPlaylist => {
  if (!text.endsWith('\n')) throw new Error('playlist must end with a newline');
  const lines = text.slice(0, -1).split('\n');
  if (lines[0] !== '#EXTM3U') throw new Error('first line must be #EXTM3U');
  const header = new Map<string, string>();
  const segments: ParsedSegment[] = [];
  let pending: { duration: number; durationText: string; discontinuity: boolean; programDateTime?: number } | undefined;
  let discontinuity = false;
  let programDateTime: number | undefined;
  let ended = false;
  let discontinuities = 0;
  for (const [index, line] of lines.slice(1).entries()) {
    const where = `line ${index + 2}`;
    if (ended) throw new Error(`${where}: content after #EXT-X-ENDLIST`);
    if (line === '' || line.trim() !== line) throw new Error(`${where}: blank or padded line`);
    if (!line.startsWith('#')) {
      if (!pending) throw new Error(`${where}: URI without #EXTINF`);
      if (pending.discontinuity) discontinuities += 1;
      const sequenceBase = Number(header.get('EXT-X-MEDIA-SEQUENCE') ?? '0');
      const discontinuityBase = Number(header.get('EXT-X-DISCONTINUITY-SEQUENCE') ?? '0');
      segments.push({
        uri: line,
        ...pending,
        sequence: sequenceBase + segments.length,
        discontinuitySequence: discontinuityBase + discontinuities,
      });
      pending = undefined;
      continue;
    }
    const colon = line.indexOf(':');
    const tag = line.slice(1, colon < 0 ? undefined : colon);
    const value = colon < 0 ? '' : line.slice(colon + 1);
    if (headerTags.includes(tag)) {
      if (segments.length > 0 || pending || discontinuity || programDateTime !== undefined)
        throw new Error(`${where}: ${tag} after the first segment`);
      if (header.has(tag)) throw new Error(`${where}: ${tag} twice`);
      header.set(tag, value);
    } else if (tag === 'EXT-X-DISCONTINUITY' && colon < 0) {
      discontinuity = true;
    } else if (tag === 'EXT-X-PROGRAM-DATE-TIME') {
      if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/.test(value))
        throw new Error(`${where}: bad date ${value}`);
      programDateTime = Date.parse(value);
    } else if (tag === 'EXTINF') {
      const match = /^(\d+(?:\.\d+)?),(.*)$/.exec(value);
      if (!match?.[1] || pending) throw new Error(`${where}: bad or repeated EXTINF`);
      pending = {
        duration: Number(match[1]),
        durationText: match[1],
        discontinuity,
        ...(programDateTime === undefined ? {} : { programDateTime }),
      };
      discontinuity = false;
      programDateTime = undefined;
    } else if (tag === 'EXT-X-ENDLIST' && colon < 0) {
      ended = true;
    } else {
      throw new Error(`${where}: unexpected tag ${line}`);
    }
  }
  if (pending || discontinuity) throw new Error('playlist ends inside a segment');
  const version = integer(header.get('EXT-X-VERSION') ?? '', 'EXT-X-VERSION');
  const targetDuration = integer(header.get('EXT-X-TARGETDURATION') ?? '', 'EXT-X-TARGETDURATION');
  const type = header.get('EXT-X-PLAYLIST-TYPE');
  if (type !== undefined && type !== 'VOD' && type !== 'EVENT') throw new Error(`bad EXT-X-PLAYLIST-TYPE ${type}`);
  if (version < 3 && segments.some((segment) => segment.durationText.includes('.')))
    throw new Error('decimal EXTINF needs version 3');
  // RFC 8216 §4.3.3.1: every EXTINF rounded to the nearest integer is at most the target duration.
  for (const segment of segments)
    if (Math.round(segment.duration) > targetDuration)
      throw new Error(`EXTINF ${segment.duration} exceeds the target duration`);
  return {
    version,
    targetDuration,
    mediaSequence: integer(header.get('EXT-X-MEDIA-SEQUENCE') ?? '0', 'EXT-X-MEDIA-SEQUENCE'),
    discontinuitySequence: integer(header.get('EXT-X-DISCONTINUITY-SEQUENCE') ?? '0', 'EXT-X-DISCONTINUITY-SEQUENCE'),
    ...(type === undefined ? {} : { playlistType: type }),
    independentSegments: header.has('EXT-X-INDEPENDENT-SEGMENTS'),
    ended,
    segments,
  };
};

/** Sum of EXTINF in integer milliseconds (EXTINF is written with three decimals). */
export const totalMs = (playlist: ParsedPlaylist): number =>
  playlist.segments.reduce((sum, segment) => sum + Math.round(segment.duration * 1000), 0);
