// Which channels a list shows (spec 2 §2 monitor and §4, spec 3 §2.3 and §6).
import type { Channel, ChannelType } from './channel';

/** Archived channels are excluded from input and output pick lists (spec 2 §4). */
export const pickableChannels = (channels: Iterable<Channel>, type: ChannelType): Channel[] =>
  [...channels].filter((channel) => channel.type === type && channel.state !== 'archived');

/**
 * The default monitor list hides channels whose instance is flagged developer (spec 2 §2, spec 3 §6); the
 * caller passes the uuids of those channels (see developerChannelUuids in domain/instances).
 */
export const defaultMonitorChannels = (
  channels: Iterable<Channel>,
  developerChannels: ReadonlySet<string>,
): Channel[] => [...channels].filter((channel) => !developerChannels.has(channel.uuid));

/** The system monitor shows system channels only (spec 2 §2 '/sysmonitor'). */
export const systemChannels = (channels: Iterable<Channel>): Channel[] =>
  [...channels].filter((channel) => channel.meta.system_channel === true);

/** Channel side-bar search applies from 3 characters (spec 2 §5, spec 3 §5). */
export const channelSearchMinimum = 3;

/** Matches title, name or uuid, case-insensitively; shorter text than the minimum matches everything. */
export const matchesChannelSearch = (channel: Pick<Channel, 'title' | 'name' | 'uuid'>, text: string): boolean => {
  const needle = text.trim().toLowerCase();
  if (needle.length < channelSearchMinimum) return true;
  return [channel.title, channel.name, channel.uuid].some((value) => value.toLowerCase().includes(needle));
};

/** Non-admins can only create input channels; output needs admin (spec 2 §6). */
export const creatableChannelTypes = (isAdmin: boolean): readonly ChannelType[] =>
  isAdmin ? ['input', 'output'] : ['input'];
