// Which group an editor route opens (spec 3 §2.3): /channels/access_groups/edit/{id} opens only an access
// group and /channels/configuration_presets/edit/{id} only a preset. Ids are shared by both kinds, so an id of
// the other kind must not open the other kind's record (an admin would see a developer-only preset and the
// server would refuse the save); it says plainly that there is no such group instead.
import { noSuchRecordMessage } from '../admin-kit';
import type { ChannelGroup, ChannelGroupType } from './channel-group';

/** The singular noun of each kind, as the editor and its messages say it. */
export const channelGroupNouns: Readonly<Record<ChannelGroupType, string>> = {
  access: 'access group',
  template: 'configuration preset',
};

export type ChannelGroupLookup =
  | { readonly status: 'loading' }
  | { readonly status: 'missing'; readonly message: string }
  | { readonly status: 'found'; readonly group: ChannelGroup };

/** The message of an id with no group of the route's kind. */
export const noSuchChannelGroupMessage = (type: ChannelGroupType, id: string): string =>
  noSuchRecordMessage(channelGroupNouns[type], id);

/**
 * The group of `type` whose id the route names (`routeId`, as typed in the address), from that kind's table only; missing once the kind's list has arrived
 * (`loaded`) without it, loading before. A record filed under the kind but typed otherwise is missing too.
 */
export const lookUpChannelGroup = (
  groups: Readonly<Record<number, ChannelGroup>>,
  type: ChannelGroupType,
  routeId: string,
  loaded: boolean,
): ChannelGroupLookup => {
  const id = /^[1-9][0-9]*$/.test(routeId) ? Number(routeId) : undefined;
  const group = id === undefined ? undefined : groups[id];
  if (group !== undefined && group.type === type) return { status: 'found', group };
  if (!loaded && id !== undefined) return { status: 'loading' };
  return { status: 'missing', message: noSuchChannelGroupMessage(type, routeId) };
};
