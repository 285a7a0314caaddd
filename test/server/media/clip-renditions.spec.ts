import { expect } from 'chai';
import { clipFile, loadClipRenditions, qualityHeight, renditionFor } from '../../../server/media';
import { attachmentDisposition, clipFileName } from '../../../server/http/clip-download-route';

describe('clip download renditions and files (docs/protocol/clips.md "Downloads")', () => {
  const renditions = loadClipRenditions();

  it('ships 540p, 720p and 1080p, cut like the recording: six 2 s segments', () => {
    expect(renditions.map((rendition) => [rendition.label, rendition.width, rendition.height])).to.deep.equal([
      ['540p', 960, 540],
      ['720p', 1280, 720],
      ['1080p', 1920, 1080],
    ]);
    for (const rendition of renditions) {
      expect(rendition.loop.loopMs).to.equal(12_000);
      expect(rendition.loop.segments.map((segment) => segment.durationMs)).to.deep.equal([
        2000, 2000, 2000, 2000, 2000, 2000,
      ]);
    }
  });

  it('a quality takes the rendition nearest its height, from its title else its name; none named: the largest', () => {
    expect(qualityHeight({ title: '1080p', name: 'hd1080' })).to.equal(1080);
    expect(qualityHeight({ title: 'Web', name: 'sd540' })).to.equal(540);
    const pick = (quality: { title?: string; name?: string }): string | undefined =>
      renditionFor(renditions, quality)?.label;
    expect(pick({ title: '720p' })).to.equal('720p');
    expect(pick({ name: 'hd2160' })).to.equal('1080p');
    expect(pick({ title: '360p' })).to.equal('540p');
    expect(pick({ title: '630p' })).to.equal('720p');
    expect(pick({ title: 'Master' })).to.equal('1080p');
  });

  it('a cut covers the segments from its in point through the last that begins before its out point', () => {
    const rendition = renditions[0];
    if (!rendition) throw new Error('no rendition');
    const sizes = rendition.segments.map((segment) => segment.length);
    const file = clipFile(rendition, 3, 9);
    expect(file.segmentCount).to.equal(4);
    expect(file.durationMs).to.equal(8000);
    expect(file.byteLength).to.equal((sizes[1] ?? 0) + (sizes[2] ?? 0) + (sizes[3] ?? 0) + (sizes[4] ?? 0));
    expect([...file.parts()].reduce((total, part) => total + part.length, 0)).to.equal(file.byteLength);
    expect(clipFile(rendition, 10, 14.5).segmentCount).to.equal(3);
  });

  it('names the file after the cut and the quality, safe for any file system, with an ASCII fallback', () => {
    expect(clipFileName('Tappara – Kärpät: 2/1 "OT"', '1080p')).to.equal('Tappara – Kärpät 2 1 OT (1080p).ts');
    expect(clipFileName('  ', '')).to.equal('clip.ts');
    expect(attachmentDisposition('Tappara – Kärpät (720p).ts')).to.equal(
      `attachment; filename="Tappara - Karpat (720p).ts"; filename*=UTF-8''Tappara%20%E2%80%93%20K%C3%A4rp%C3%A4t%20%28720p%29.ts`,
    );
  });
});
