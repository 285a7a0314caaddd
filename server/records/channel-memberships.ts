import type { ChannelGroupMembership } from '../../src/domain/channels';
import type { StoredDocument } from '../storage/document-repository';
import { jsonObject } from '../../src/infrastructure/wire/kit';

// Which channels belong to which channel groups is stored once: in the group's `channels` list
// ({id: channel id, expiry_time}). A channel's own list (channels:channel_groups:{id}) is derived from it.

type Memberships = readonly ChannelGroupMembership[];

const isMembership = (value: unknown): value is ChannelGroupMembership =>
  jsonObject.is(value) && Number.isSafeInteger(value.id) && typeof value.expiry_time === 'number';

/** A stored list of memberships, read defensively (a row written by hand may hold anything). */
export const membershipsIn = (value: unknown): ChannelGroupMembership[] =>
  Array.isArray(value) ? value.filter(isMembership).map(({ id, expiry_time }) => ({ id, expiry_time })) : [];

/** A group's members as stored. */
export const membersOf = (group: StoredDocument): ChannelGroupMembership[] => membershipsIn(group.body.channels);

/** Each id once, the last entry winning, in first-seen order. */
export const uniqueMembers = (members: Memberships): ChannelGroupMembership[] => {
  const expiry = new Map<number, number>();
  for (const member of members) expiry.set(member.id, member.expiry_time);
  return [...expiry].map(([id, expiry_time]) => ({ id, expiry_time }));
};

/** The groups a channel belongs to, as `{id: group id, expiry_time}` (channels:channel_groups:{id}). */
export const groupsOfChannel = (channelId: number, groups: readonly StoredDocument[]): ChannelGroupMembership[] =>
  groups.flatMap((group) => {
    const member = membersOf(group).find((entry) => entry.id === channelId);
    return member ? [{ id: group.id, expiry_time: member.expiry_time }] : [];
  });

export interface MembershipChange {
  readonly group: StoredDocument;
  readonly channels: readonly ChannelGroupMembership[];
}

/**
 * The groups whose member lists change when a channel's memberships become `wanted` (`{id: group id,
 * expiry_time}`), with their new lists: the channel joins or gets the new expiry where wanted and leaves
 * everywhere else. Groups that stay as they are are not returned.
 */
export const membershipChanges = (
  channelId: number,
  groups: readonly StoredDocument[],
  wanted: Memberships,
): MembershipChange[] => {
  const expiry = new Map(wanted.map((membership) => [membership.id, membership.expiry_time]));
  return groups.flatMap((group) => {
    const members = membersOf(group);
    const wantedExpiry = expiry.get(group.id);
    const others = members.filter((member) => member.id !== channelId);
    const channels =
      wantedExpiry === undefined
        ? others
        : members.some((member) => member.id === channelId)
          ? uniqueMembers(
              members.map((member) =>
                member.id === channelId ? { id: channelId, expiry_time: wantedExpiry } : member,
              ),
            )
          : [...members, { id: channelId, expiry_time: wantedExpiry }];
    return JSON.stringify(channels) === JSON.stringify(members) ? [] : [{ group, channels }];
  });
};
