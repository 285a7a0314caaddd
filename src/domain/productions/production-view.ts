import {
  isAdministrator,
  productionRights,
  productionRolesOn,
  type Account,
  type ProductionRights,
  type ProductionRole,
} from '../accounts';
import type { Channel, WebrtcOutput } from '../channels';
import type { Group } from '../groups';

/** One channel of the caller's production groups, with the caller's roles and what they allow (spec 3 §6). */
export interface ProductionChannel {
  readonly channel: Channel;
  readonly roles: readonly ProductionRole[];
  readonly rights: ProductionRights;
  readonly outputs: readonly WebrtcOutput[];
}

/** The WebRTC outputs of a channel's streamer (configuration.streamer.config.webrtc_outputs, spec 3 §3). */
export const webrtcOutputsOf = (channel: Channel): readonly WebrtcOutput[] =>
  channel.configuration?.streamer?.config?.webrtc_outputs ?? [];

/**
 * The channels of the account's groups flagged productions, each once, in title order, with what the roles there
 * allow. Administrators have all rights (spec 3 §6): they see every active channel whose streamer has WebRTC
 * outputs, in a productions group of theirs or not (docs/protocol/webrtc.md).
 */
export const productionChannels = (
  account: Account,
  groups: readonly Group[],
  channels: Readonly<Record<string, Channel>>,
): readonly ProductionChannel[] => {
  const productionGroups = groups.filter((group) => group.meta?.productions === true);
  const administrator = isAdministrator(account.type);
  const uuids = new Set(productionGroups.flatMap((group) => group.channels ?? []));
  if (administrator)
    for (const channel of Object.values(channels))
      if (channel.state !== 'archived' && webrtcOutputsOf(channel).length > 0) uuids.add(channel.uuid);
  return [...uuids]
    .flatMap((uuid) => (channels[uuid] ? [channels[uuid]] : []))
    .sort((a, b) => a.title.localeCompare(b.title))
    .map((channel) => {
      const roles = productionRolesOn(channel.uuid, account.id, productionGroups);
      return { channel, roles, rights: productionRights(roles, administrator), outputs: webrtcOutputsOf(channel) };
    });
};
