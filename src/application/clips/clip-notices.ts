import {
  clipExportedMessage,
  clipNotFoundMessage,
  clipSavedMessage,
  tagSavedMessage,
  clipCommands,
} from '../../domain/clips';
import { processCommands } from '../../domain/processes';
import {
  commandNotices,
  failureDetail,
  type NoticeRules,
  type NoticeText,
  type SettledCommand,
} from '../notifications';

// Spec 2 §8 toasts of the clips area, read from the journaled command (so a replay tells the same story).

const result = (ok: boolean, title: string, command: SettledCommand): NoticeText => {
  if (ok) return { title, intent: 'success' };
  const body = failureDetail(command);
  return body === undefined ? { title, intent: 'warning' } : { title, body, intent: 'warning' };
};

export const clipNoticeRules: NoticeRules = {
  ...commandNotices(clipCommands, {
    save: (command) =>
      result(command.status === 'ok', clipSavedMessage(command.args.mode, command.status === 'ok'), command),
    saveTag: (command) =>
      result(command.status === 'ok', tagSavedMessage(command.args.mode, command.status === 'ok'), command),
    export: (command) =>
      result(command.status === 'ok', clipExportedMessage(command.status === 'ok', command.args.name), command),
    reExport: (command) => result(command.status === 'ok', clipExportedMessage(command.status === 'ok'), command),
  }),
  ...commandNotices(processCommands, {
    // 'Clip {title} not found! Re-creating clip...' (spec 2 §4): said when the re-creation was asked for.
    regenerateClip: (command) => {
      const { title, uuid } = command.args;
      const text = clipNotFoundMessage(title !== undefined && title !== '' ? title : uuid);
      return command.status === 'ok' ? { title: text, intent: 'warning' } : result(false, text, command);
    },
  }),
};
