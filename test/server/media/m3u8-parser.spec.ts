import { expect } from 'chai';
import { parseMediaPlaylist } from './m3u8-parser';

const valid = [
  '#EXTM3U',
  '#EXT-X-VERSION:3',
  '#EXT-X-TARGETDURATION:2',
  '#EXT-X-MEDIA-SEQUENCE:7',
  '#EXTINF:2.000,',
  'a.ts',
  '#EXT-X-DISCONTINUITY',
  '#EXTINF:2.000,',
  'b.ts',
];
const text = (lines: readonly string[]): string => `${lines.join('\n')}\n`;

describe('the strict m3u8 parser used by the media tests', () => {
  it('reads sequence and discontinuity numbers of a well-formed playlist', () => {
    const playlist = parseMediaPlaylist(text(valid));
    expect(
      playlist.segments.map((segment) => [segment.uri, segment.sequence, segment.discontinuitySequence]),
    ).to.deep.equal([
      ['a.ts', 7, 0],
      ['b.ts', 8, 1],
    ]);
  });

  const broken: ReadonlyArray<readonly [string, readonly string[]]> = [
    ['no #EXTM3U', valid.slice(1)],
    ['an unknown tag', [...valid, '#EXT-X-BOGUS']],
    ['a URI without EXTINF', [...valid, 'c.ts']],
    ['a header tag after a segment', [...valid, '#EXT-X-MEDIA-SEQUENCE:9']],
    [
      'an EXTINF above the target duration',
      ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-TARGETDURATION:2', '#EXTINF:2.600,', 'a.ts'],
    ],
    ['content after ENDLIST', [...valid, '#EXT-X-ENDLIST', '#EXTINF:2.000,', 'c.ts']],
    ['a blank line', [...valid.slice(0, 4), '', ...valid.slice(4)]],
    ['a dangling EXTINF', [...valid, '#EXTINF:2.000,']],
  ];
  for (const [what, lines] of broken) {
    it(`rejects ${what}`, () => {
      expect(() => parseMediaPlaylist(text(lines))).to.throw();
    });
  }
});
