import { expect } from 'chai';
import { mayChangeClip } from '../../../src/domain/rights';

// The clips area asks the rights declaration who edits a clip (src/domain/rights/clip-rights.ts), as the server
// does: Edit is offered exactly where events:clip:{uuid} accepts the save.
describe('clip permissions (spec 2 §6)', () => {
  const viewer = { type: 'user', email: 'User@Demo.Local' };

  it("Edit is for the clip's own account (e-mail ignoring case) and for clips without an owner, as the server accepts", () => {
    expect(mayChangeClip(viewer, 'user@demo.local')).to.equal(true);
    expect(mayChangeClip(viewer, undefined)).to.equal(true);
    expect(mayChangeClip(viewer, 'someone@demo.local')).to.equal(false);
    expect(mayChangeClip(viewer, ''), 'an empty owner is somebody else, as on the server').to.equal(false);
  });

  it('administrators edit any clip', () => {
    expect(mayChangeClip({ type: 'admin', email: 'admin@demo.local' }, 'someone@demo.local')).to.equal(true);
  });
});
