import { settingsAreaMessages } from '../../domain/settings';
import { commandNotices } from '../notifications';
import { sessionsCommands } from '../../domain/accounts';

/** 'Session has been deleted!' / 'Unable to delete session!' (spec 3 §8). */
export const sessionsNoticeRules = commandNotices(sessionsCommands, {
  delete: (command) =>
    command.status === 'ok'
      ? { title: settingsAreaMessages.DeleteSession.ok, intent: 'success' }
      : { title: settingsAreaMessages.DeleteSession.failed, intent: 'error' },
});
