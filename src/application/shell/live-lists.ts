import type { RootState } from '../../domain/state';

/** One list the console keeps live from a login topic (spec 1 §7.2). */
export interface LiveList {
  readonly label: string;
  /** The topic as the frames projection keys it (profile:{token} without the token). */
  readonly topic: string;
  /** The map whose size is the list's length; the same object until the list changes. */
  readonly items: (state: RootState) => object;
}

/** The login topics that carry lists, in the order the staleness details show them. */
export const liveLists: readonly LiveList[] = [
  { label: 'Channels', topic: 'channels:all', items: (state) => state.channels.byUuid },
  {
    label: 'Configuration presets',
    topic: 'channels:group:all:template',
    items: (state) => state.channels.groups.template,
  },
  { label: 'Access groups', topic: 'channels:group:all:access', items: (state) => state.channels.groups.access },
  { label: 'Instances', topic: 'instances:all', items: (state) => state.instances.byId },
  { label: 'Devices', topic: 'devices:all', items: (state) => state.devices.byId },
  { label: 'Settings', topic: 'settings:all', items: (state) => state.settings.byId },
  { label: 'Filters', topic: 'filters:all', items: (state) => state.filters.byId },
  { label: 'Groups', topic: 'groups:all', items: (state) => state.groups.byId },
  { label: 'Accounts', topic: 'accounts:all', items: (state) => state.accounts.byId },
  { label: 'Content lists', topic: 'cms:all', items: (state) => state.cms.lists },
  { label: 'Running orders', topic: 'running_orders:all', items: (state) => state.runningOrders.byId },
];
