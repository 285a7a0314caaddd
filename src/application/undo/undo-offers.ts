import { channelsAdminCommands } from '../../domain/channels';
import { contentCommands } from '../../domain/cms';
import { deviceCommands } from '../../domain/devices';
import { instanceAdminCommands } from '../../domain/instances';
import { settingsAreaCommands } from '../../domain/settings';
import { undoToastMs, type UndoKind, type UndoTarget } from '../../domain/undo';
import type { NoticeOffers, SettledCommand } from '../notifications';

// Which settled commands are configuration saves whose toast offers Undo (issue 32 §4): the save of each undoable
// kind, of a stored item (mode `update`: a create has nothing to go back to, the server keeps no save for it).
// Actions (transcoders, streamers, flows, recordings, maintenance, takes) are other commands: they offer nothing.

const saveCommands: Readonly<Record<string, UndoKind>> = {
  [channelsAdminCommands.channel.name]: 'channels',
  [instanceAdminCommands.save.name]: 'instances',
  [settingsAreaCommands.setting.name]: 'settings',
  [settingsAreaCommands.listType.name]: 'list_types',
  [contentCommands.saveRecord.name]: 'records',
  [deviceCommands.save.name]: 'devices',
  [settingsAreaCommands.group.name]: 'groups',
  [settingsAreaCommands.account.name]: 'accounts',
};

const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)[key]
    : undefined;

/**
 * The save to undo from a successful configuration save: its kind, the item's id (a channel's uuid) and the
 * version the save produced, read from the reply the command bus decoded (`{data: item}`). Undefined for every
 * other command, a create, a failure, or a reply without a version (a server older than versions).
 */
export const undoTargetOfSave = (command: SettledCommand): UndoTarget | undefined => {
  const kind = saveCommands[command.name];
  if (kind === undefined || command.status !== 'ok' || field(command.args, 'mode') !== 'update') return undefined;
  const data = field(command.reply, 'data');
  const version = field(data, 'version');
  const id = kind === 'channels' ? field(data, 'uuid') : field(data, 'id');
  if (typeof version !== 'number' || (typeof id !== 'string' && typeof id !== 'number')) return undefined;
  return { kind, id: String(id), version };
};

/** The success toast of a configuration save offers Undo for 10 s (issue 32 §4). */
export const undoOffers: NoticeOffers = (command) => {
  const undo = undoTargetOfSave(command);
  return undo ? { label: 'Undo', timeoutMs: undoToastMs, undo } : undefined;
};
