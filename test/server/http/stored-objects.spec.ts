import { expect } from 'chai';
import { storedObjectType } from '../../../server/http/stored-objects';

describe('server/http/stored-objects (issue 28)', () => {
  it('pictures, video and sound are shown inline with their type, by extension', () => {
    expect(storedObjectType('/u/1/n/poster_1.PNG')).to.deep.equal({ 'content-type': 'image/png' });
    expect(storedObjectType('/u/1/n/clip_1.mp4')).to.deep.equal({ 'content-type': 'video/mp4' });
    expect(storedObjectType('/u/1/n/jingle_1.mp3')).to.deep.equal({ 'content-type': 'audio/mpeg' });
  });

  it('anything that could run or is unknown is a download of bytes', () => {
    for (const name of ['x_1.html', 'x_1.svg', 'x_1.xml', 'x_1.js', 'x_1.pdf', 'x_1.bin', 'x_1', 'x_1.constructor'])
      expect(storedObjectType(`/u/1/n/${name}`), name).to.deep.equal({
        'content-type': 'application/octet-stream',
        'content-disposition': `attachment; filename="${name}"`,
      });
  });
});
