import {
  clipExportedMessage,
  clipNotFoundMessage,
  clipSavedMessage,
  tagSavedMessage,
  type SaveMode,
} from '../../domain/clips';
import { processCommandNames } from '../../domain/processes';
import { failureDetail, type NoticeRule, type NoticeRules, type NoticeText } from '../notifications';
import { clipCommandNames } from './clips.commands';

// Spec 2 §8 toasts of the clips area, read from the journaled command (so a replay tells the same story).

const field = (args: unknown, name: string): unknown =>
  typeof args === 'object' && args !== null ? (args as Record<string, unknown>)[name] : undefined;
const modeOf = (args: unknown): SaveMode => (field(args, 'mode') === 'update' ? 'update' : 'create');

const result = (ok: boolean, title: string, command: Parameters<NoticeRule>[0]): NoticeText => {
  if (ok) return { title, intent: 'success' };
  const body = failureDetail(command);
  return body === undefined ? { title, intent: 'warning' } : { title, body, intent: 'warning' };
};

export const clipNoticeRules: NoticeRules = {
  [clipCommandNames.save]: (command) =>
    result(command.status === 'ok', clipSavedMessage(modeOf(command.args), command.status === 'ok'), command),
  [clipCommandNames.saveTag]: (command) =>
    result(command.status === 'ok', tagSavedMessage(modeOf(command.args), command.status === 'ok'), command),
  [clipCommandNames.export]: (command) => {
    const name = field(command.args, 'name');
    return result(
      command.status === 'ok',
      clipExportedMessage(command.status === 'ok', typeof name === 'string' ? name : undefined),
      command,
    );
  },
  [clipCommandNames.reExport]: (command) =>
    result(command.status === 'ok', clipExportedMessage(command.status === 'ok'), command),
  // 'Clip {title} not found! Re-creating clip...' (spec 2 §4): said when the re-creation was asked for.
  [processCommandNames.regenerateClip]: (command) => {
    const title = field(command.args, 'title');
    const text = clipNotFoundMessage(
      typeof title === 'string' && title !== '' ? title : String(field(command.args, 'uuid') ?? ''),
    );
    return command.status === 'ok' ? { title: text, intent: 'warning' } : result(false, text, command);
  },
};
