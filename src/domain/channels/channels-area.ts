// The /channels area: its toolbar per viewer, the tables' rows and the editor's rights (spec 3 §2.3, §6;
// spec 2 §6).
import type { AdminListSpec } from '../admin-kit';
import { can, channelsTabRights, type ChannelsTab } from '../rights';
import type { Channel, ChannelType } from './channel';
import type { ChannelGroup, ChannelGroupType } from './channel-group';
import { transcoderSizeLabel } from './transcoder-sizes';

export type { ChannelsTab };

export interface ChannelsToolbarEntry {
  readonly tab: ChannelsTab;
  readonly title: string;
}

const entries: readonly ChannelsToolbarEntry[] = [
  { tab: 'inputs', title: 'Inputs' },
  { tab: 'outputs', title: 'Outputs' },
  { tab: 'access_groups', title: 'Access groups' },
  { tab: 'configuration_presets', title: 'Configuration presets' },
];

/** The tabs a viewer opens (the declaration: src/domain/rights/feature-rights.ts). */
export const channelsToolbar = (viewerType: string | undefined): readonly ChannelsToolbarEntry[] =>
  entries.filter((entry) => can(channelsTabRights[entry.tab].capability, { type: viewerType }));

export const canOpenChannelsTab = (tab: ChannelsTab, viewerType: string | undefined): boolean =>
  channelsToolbar(viewerType).some((entry) => entry.tab === tab);

/** The tab a channel type lists in, and the group type a tab edits. */
export const channelTabOf = (type: ChannelType): ChannelsTab => (type === 'input' ? 'inputs' : 'outputs');
export const groupTypeOfTab = (tab: 'access_groups' | 'configuration_presets'): ChannelGroupType =>
  tab === 'access_groups' ? 'access' : 'template';

/** What the channel editor lets a viewer set (spec 2 §6): admin fields, the developer's flag, the types. */
export interface ChannelEditorRights {
  readonly admin: boolean;
  /** "The developer privilege sees the 'Is admin channel' flag." */
  readonly developer: boolean;
  /** "Non-admins can only create channels of type input." */
  readonly types: readonly ChannelType[];
}

export const channelEditorRights = (viewerType: string | undefined): ChannelEditorRights => {
  const admin = can('administration', { type: viewerType });
  return {
    admin,
    developer: can('development', { type: viewerType }),
    types: admin ? ['input', 'output'] : ['input'],
  };
};

/** Table columns: Title, Name, Uuid, State; outputs add Transcoder, Transcoder config and Transcoder size. */
export const channelsListSpec: AdminListSpec<Channel> = {
  searchText: (channel) => [channel.title, channel.name, channel.uuid],
  state: (channel) => channel.state,
  value: (channel, column) => {
    switch (column) {
      case 'title':
        return channel.title;
      case 'name':
        return channel.name;
      case 'uuid':
        return channel.uuid;
      case 'state':
        return channel.state;
      case 'transcoder':
        return channel.transcoder === true ? 'yes' : 'no';
      case 'transcoder_config':
        return channel.meta.transcoder_config;
      case 'transcoder_size':
        return channel.meta.transcoder_size === undefined
          ? undefined
          : transcoderSizeLabel(channel.meta.transcoder_size);
      default:
        return undefined;
    }
  },
};

/** Access groups and configuration presets: Title, Name, Uuid, State (and Weight for presets). */
export const channelGroupsListSpec: AdminListSpec<ChannelGroup> = {
  searchText: (group) => [group.title, group.name, group.uuid],
  state: (group) => group.state,
  value: (group, column) => {
    switch (column) {
      case 'title':
        return group.title;
      case 'name':
        return group.name;
      case 'uuid':
        return group.uuid;
      case 'state':
        return group.state;
      case 'weight':
        return group.meta.weight ?? 0;
      default:
        return undefined;
    }
  },
};
