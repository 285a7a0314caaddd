import { expect } from 'chai';
import {
  clipGroupsOf,
  latestOwnClipGroup,
  ownClipGroups,
  requestedClipToOpen,
  type Clip,
} from '../../../src/domain/clips';
import { clip, clipsAfter, eventUuid } from './clip-builders';

const groupsOf = (...clips: Clip[]) =>
  clipGroupsOf(clipsAfter([{ type: 'ClipsReceived', eventUuid, clips, at: 1 }]), eventUuid);

describe('clip group selectors', () => {
  const groups = groupsOf(
    clip('mine-old', { account: 'me@studio.example', inserted_at: '2026-11-12T08:00:00' }),
    clip('theirs', { account: 'them@studio.example', inserted_at: '2026-11-12T12:00:00' }),
    clip('mine-new', { account: 'Me@Studio.example', inserted_at: '2026-11-12T10:00:00', status: 'processing' }),
  );

  it('"My clips" (spec 2 §2) are the groups the account cut, matched by e-mail regardless of case', () => {
    expect(ownClipGroups(groups, 'me@studio.example').map((group) => group.key)).to.deep.equal([
      'mine-new',
      'mine-old',
    ]);
  });

  it('spec 2 §2 "Alt+X opens the latest own clip": the newest own group', () => {
    expect(latestOwnClipGroup(groups, 'me@studio.example')?.key).to.equal('mine-new');
    expect(latestOwnClipGroup(groups, 'nobody@studio.example')).to.equal(undefined);
  });

  it('spec 2 §4 "A newly requested latest clip opens once ready"', () => {
    expect(requestedClipToOpen(groups, 'mine-new'), 'still processing').to.equal(undefined);
    const ready = groupsOf(clip('mine-new', { status: 'ready' }));
    expect(requestedClipToOpen(ready, 'mine-new')?.key).to.equal('mine-new');
  });
});
