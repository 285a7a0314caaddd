import { expect } from 'chai';
import { mayChangeClip, mayEditClipTags, maySeeClipExport } from '../../../src/domain/rights';

// The boundary the studio server enforces on events:clip_exports:{event} and events:clip:{uuid} (spec 2 §6);
// test/integration/clips.spec.ts proves the server holds to it over the socket.

describe('domain/rights/clip-rights (spec 2 §6)', () => {
  const admin = { type: 'admin', email: 'admin@demo.local' };
  const user = { type: 'user', email: 'user@demo.local' };

  it('administrators see every export; others only their own, matched by e-mail ignoring case and spaces', () => {
    expect(maySeeClipExport(admin, 'user@demo.local')).to.equal(true);
    expect(maySeeClipExport(admin, undefined)).to.equal(true);
    expect(maySeeClipExport(user, ' User@Demo.Local ')).to.equal(true);
    expect(maySeeClipExport(user, 'other@demo.local')).to.equal(false);
    expect(maySeeClipExport(user, undefined), 'an export nobody owns').to.equal(false);
    expect(maySeeClipExport({ type: 'user' }, 'user@demo.local'), 'a subject without an e-mail').to.equal(false);
    expect(maySeeClipExport({ type: 'nobody', email: 'x@y' }, 'other@y'), 'an unknown type').to.equal(false);
  });

  it('a clip may be changed by administrators, its owner, and anyone when it has no owner', () => {
    expect(mayChangeClip(admin, 'user@demo.local')).to.equal(true);
    expect(mayChangeClip(user, 'USER@demo.local')).to.equal(true);
    expect(mayChangeClip(user, undefined)).to.equal(true);
    expect(mayChangeClip(user, 'other@demo.local')).to.equal(false);
  });

  it('clip tag text is the administrators’ alone', () => {
    expect(mayEditClipTags(admin)).to.equal(true);
    expect(mayEditClipTags({ type: 'device_admin' })).to.equal(true);
    expect(mayEditClipTags(user)).to.equal(false);
    expect(mayEditClipTags({ type: 'cloudrec', email: 'c@demo.local' })).to.equal(false);
  });
});
