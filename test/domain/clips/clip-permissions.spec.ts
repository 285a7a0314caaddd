import { expect } from 'chai';
import { mayEditClip } from '../../../src/domain/clips';

describe('clip permissions (spec 2 §6)', () => {
  const viewer = { email: 'User@Demo.Local', isAdmin: false };

  it("Edit is for the clip's own account (e-mail ignoring case) and for clips without an owner, as the server accepts", () => {
    expect(mayEditClip('user@demo.local', viewer)).to.equal(true);
    expect(mayEditClip(undefined, viewer)).to.equal(true);
    expect(mayEditClip('someone@demo.local', viewer)).to.equal(false);
    expect(mayEditClip('', viewer), 'an empty owner is somebody else, as on the server').to.equal(false);
  });

  it('administrators edit any clip', () => {
    expect(mayEditClip('someone@demo.local', { email: 'admin@demo.local', isAdmin: true })).to.equal(true);
  });
});
