import { expect } from 'chai';
import { isSafeKey, presignUpload, verifyUpload } from '../../../server/uploads/presign';

describe('server/uploads/presign', () => {
  const now = 1_700_000_000_000;

  it('signs {url, fields} that verify until they expire (one hour)', () => {
    const { url, fields } = presignUpload('secret', '12/image_1700000000.png', now);
    expect(url).to.equal('/storage/upload');
    expect(verifyUpload('secret', fields, now)).to.equal(true);
    expect(verifyUpload('secret', fields, now + 3_601_000)).to.equal(false);
    expect(verifyUpload('other', fields, now)).to.equal(false);
    expect(verifyUpload('secret', { ...fields, key: '12/other.png' }, now)).to.equal(false);
  });

  it('accepts keys of the spec 3 §3 form only, never a path out of the folder', () => {
    expect(isSafeKey('12/image_1700000000.png')).to.equal(true);
    for (const key of ['../x', '/abs', 'a//b', 'a/./b', 'a b', '']) expect(isSafeKey(key), key).to.equal(false);
  });
});
