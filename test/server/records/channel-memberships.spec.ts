import { expect } from 'chai';
import {
  groupsOfChannel,
  membersOf,
  membershipChanges,
  uniqueMembers,
} from '../../../server/records/channel-memberships';
import type { StoredDocument } from '../../../server/storage/document-repository';

const group = (id: number, channels: unknown): StoredDocument => ({
  id,
  uuid: `g${id}`,
  state: 'active',
  insertedAt: new Date(0),
  updatedAt: new Date(0),
  version: 1,
  body: { channels },
});

describe("server/records/channel-memberships: memberships live in the group's channels list", () => {
  const groups = [
    group(1, [
      { id: 5, expiry_time: -1 },
      { id: 6, expiry_time: -1 },
    ]),
    group(2, [{ id: 6, expiry_time: 99 }]),
    group(3, 'junk'),
  ];

  it("reads members defensively and derives a channel's groups", () => {
    expect(membersOf(groups[2] as StoredDocument)).to.deep.equal([]);
    expect(groupsOfChannel(6, groups)).to.deep.equal([
      { id: 1, expiry_time: -1 },
      { id: 2, expiry_time: 99 },
    ]);
  });

  it('keeps each id once, the last entry winning', () => {
    expect(
      uniqueMembers([
        { id: 1, expiry_time: -1 },
        { id: 2, expiry_time: 5 },
        { id: 1, expiry_time: 7 },
      ]),
    ).to.deep.equal([
      { id: 1, expiry_time: 7 },
      { id: 2, expiry_time: 5 },
    ]);
  });

  it('joins, re-expires and leaves exactly where wanted; unchanged groups are not returned', () => {
    const changes = membershipChanges(6, groups, [
      { id: 2, expiry_time: 100 },
      { id: 3, expiry_time: -1 },
    ]);
    expect(changes.map((change) => [change.group.id, change.channels])).to.deep.equal([
      [1, [{ id: 5, expiry_time: -1 }]],
      [2, [{ id: 6, expiry_time: 100 }]],
      [3, [{ id: 6, expiry_time: -1 }]],
    ]);
    expect(membershipChanges(5, groups, [{ id: 1, expiry_time: -1 }])).to.deep.equal([]);
  });
});
