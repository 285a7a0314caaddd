import type { ChannelGroupMembership } from '../../src/domain/channels';
import { groupsOfChannel, membershipChanges } from '../records/channel-memberships';
import { writeItemIn, type WrittenItem } from '../records/write-item';
import type { Services } from '../services';
import type { Sql } from '../storage/database';
import type { StoredDocument } from '../storage/document-repository';
import { storedWith } from '../storage/stored-codec';
import { channelGroupsKind } from './channel-groups';

// A channel's group memberships are stored once, in the groups' member lists (server/records/channel-memberships.ts).
// An administrator's channel save writes them there, and an undo of that save writes back the ones it replaced
// (issue 32 §4, docs/protocol/undo.md): both through here, inside the channel's own write transaction.

/** The groups written, and the channel's memberships before (`{id: group id, expiry_time}`). */
export interface MembershipsWritten {
  readonly groups: WrittenItem[];
  readonly previous: ChannelGroupMembership[];
}

/** Writes the channel's memberships into the groups' member lists; groups that stay as they are are not written. */
export const applyMemberships = async (
  services: Services,
  tx: Sql,
  channelId: number,
  memberships: readonly ChannelGroupMembership[],
  changedBy: number,
): Promise<MembershipsWritten> => {
  const all = await services.store.documents.channel_groups.list('true', [], tx);
  const groups: WrittenItem[] = [];
  const report = (message: string): void => services.log.error(message);
  for (const { group, channels } of membershipChanges(channelId, all, memberships)) {
    // A group that does not decode is reported and stays as it is.
    const body = storedWith('channel_groups', group, { channels }, report);
    if (body)
      groups.push(
        await writeItemIn(channelGroupsKind, services, tx, { existing: group, body, state: group.state, changedBy }),
      );
  }
  return { groups, previous: groupsOfChannel(channelId, all) };
};

/**
 * Keeps, with the kept save that produced `channel` (this version), the memberships it replaced, when it changed
 * any: an undo of that save restores them. Inside the save's transaction.
 */
export const keepPreviousMemberships = async (
  services: Services,
  tx: Sql,
  channel: StoredDocument,
  { groups, previous }: MembershipsWritten,
): Promise<void> => {
  if (groups.length === 0) return;
  await services.store.configurationSaves.keepMemberships(tx, 'channels', channel.uuid, channel.version, previous);
};
