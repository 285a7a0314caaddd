import { expect } from 'chai';
import { isSafeKey, presignUpload, verifyUpload } from '../../../server/uploads/presign';

describe('server/uploads/presign', () => {
  const now = 1_700_000_000_000;

  it('signs {url, fields} that verify, for the account that asked, until they expire (one hour)', () => {
    const { url, fields } = presignUpload('secret', '12/image_1700000000.png', now, 7);
    expect(url).to.equal('/storage/upload');
    expect(verifyUpload('secret', fields, now)).to.deep.equal({ key: '12/image_1700000000.png', accountId: 7 });
    expect(verifyUpload('secret', fields, now + 3_601_000)).to.equal(undefined);
    expect(verifyUpload('other', fields, now)).to.equal(undefined);
    expect(verifyUpload('secret', { ...fields, key: '12/other.png' }, now)).to.equal(undefined);
    // The account is signed: a form cannot be passed off as another account's upload in the audit trail.
    expect(verifyUpload('secret', { ...fields, account: '8' }, now)).to.equal(undefined);
  });

  it('accepts keys of the spec 3 §3 form only, never a path out of the folder', () => {
    expect(isSafeKey('12/image_1700000000.png')).to.equal(true);
    for (const key of ['../x', '/abs', 'a//b', 'a/./b', 'a b', '']) expect(isSafeKey(key), key).to.equal(false);
  });
});
