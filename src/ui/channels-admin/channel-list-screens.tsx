import { Badge } from '@fluentui/react-components';
import { ChannelsAdminQueries, transcoderSizeLabel } from '../../application/channels-admin';
import type { Channel, ChannelGroup } from '../../domain/channels';
import { AdminListScreen, type AdminColumn } from '../admin-kit';
import { useService } from '../shared';
import { ChannelsTabGuard } from './channels-tab-guard';

const stateCell = (state: string): React.JSX.Element => (
  <Badge appearance="tint" color={state === 'archived' ? 'informative' : 'success'}>
    {state}
  </Badge>
);

const channelColumns: readonly AdminColumn<Channel>[] = [
  { key: 'title', title: 'Title', cell: (channel) => channel.title, flex: '2 1 0px' },
  { key: 'name', title: 'Name', cell: (channel) => channel.name, flex: '2 1 0px' },
  { key: 'uuid', title: 'Uuid', cell: (channel) => channel.uuid, flex: '3 1 0px' },
  { key: 'state', title: 'State', cell: (channel) => stateCell(channel.state), flex: '1 1 0px' },
];

const outputColumns: readonly AdminColumn<Channel>[] = [
  ...channelColumns,
  { key: 'transcoder', title: 'Transcoder', cell: (channel) => (channel.transcoder ? 'Yes' : 'No'), flex: '1 1 0px' },
  {
    key: 'transcoder_config',
    title: 'Transcoder config',
    cell: (channel) => channel.meta.transcoder_config ?? '',
    flex: '2 1 0px',
  },
  {
    key: 'transcoder_size',
    title: 'Transcoder size',
    cell: (channel) => transcoderSizeLabel(channel.meta.transcoder_size),
    flex: '1 1 0px',
  },
];

const groupColumns: readonly AdminColumn<ChannelGroup>[] = [
  { key: 'title', title: 'Title', cell: (group) => group.title, flex: '2 1 0px' },
  { key: 'name', title: 'Name', cell: (group) => group.name, flex: '2 1 0px' },
  { key: 'uuid', title: 'Uuid', cell: (group) => group.uuid, flex: '3 1 0px' },
  { key: 'state', title: 'State', cell: (group) => stateCell(group.state), flex: '1 1 0px' },
];

const presetColumns: readonly AdminColumn<ChannelGroup>[] = [
  ...groupColumns,
  { key: 'weight', title: 'Weight', cell: (group) => String(group.meta.weight ?? 0), flex: '1 1 0px' },
];

/** /channels/inputs (spec 3 §2.3): Title, Name, Uuid, State; active by default. */
export const InputsScreen = (): React.JSX.Element => (
  <ChannelsTabGuard tab="inputs">
    <AdminListScreen
      title="Input channels"
      base="/channels/inputs"
      addLabel="Add input"
      noun="channels"
      searchHint="Title, name or uuid"
      withState
      list={useService(ChannelsAdminQueries).inputs}
      columns={channelColumns}
      rowKey={(channel) => channel.uuid}
      rowId={(channel) => channel.uuid}
      rowLabel={(channel) => channel.title || channel.name}
      isArchived={(channel) => channel.state === 'archived'}
      testId="inputs"
    />
  </ChannelsTabGuard>
);

/** /channels/outputs (admin): the channel columns plus Transcoder, Transcoder config and Transcoder size. */
export const OutputsScreen = (): React.JSX.Element => (
  <ChannelsTabGuard tab="outputs">
    <AdminListScreen
      title="Output channels"
      base="/channels/outputs"
      addLabel="Add output"
      noun="channels"
      searchHint="Title, name or uuid"
      withState
      list={useService(ChannelsAdminQueries).outputs}
      columns={outputColumns}
      rowKey={(channel) => channel.uuid}
      rowId={(channel) => channel.uuid}
      rowLabel={(channel) => channel.title || channel.name}
      isArchived={(channel) => channel.state === 'archived'}
      testId="outputs"
    />
  </ChannelsTabGuard>
);

/** /channels/access_groups (admin). */
export const AccessGroupsScreen = (): React.JSX.Element => (
  <ChannelsTabGuard tab="access_groups">
    <AdminListScreen
      title="Access groups"
      base="/channels/access_groups"
      addLabel="Add access group"
      noun="groups"
      searchHint="Title, name or uuid"
      withState
      list={useService(ChannelsAdminQueries).accessGroups}
      columns={groupColumns}
      rowKey={(group) => String(group.id)}
      rowId={(group) => group.id}
      rowLabel={(group) => group.title || group.name}
      isArchived={(group) => group.state === 'archived'}
      testId="access-groups"
    />
  </ChannelsTabGuard>
);

/** /channels/configuration_presets (developer). */
export const PresetsScreen = (): React.JSX.Element => (
  <ChannelsTabGuard tab="configuration_presets">
    <AdminListScreen
      title="Configuration presets"
      base="/channels/configuration_presets"
      addLabel="Add configuration preset"
      noun="presets"
      searchHint="Title, name or uuid"
      withState
      list={useService(ChannelsAdminQueries).presets}
      columns={presetColumns}
      rowKey={(group) => String(group.id)}
      rowId={(group) => group.id}
      rowLabel={(group) => group.title || group.name}
      isArchived={(group) => group.state === 'archived'}
      testId="presets"
    />
  </ChannelsTabGuard>
);
