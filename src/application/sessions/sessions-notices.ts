import { settingsAreaMessages } from '../../domain/settings';
import type { NoticeRules } from '../notifications';
import { sessionsCommandNames } from './sessions.commands';

/** 'Session has been deleted!' / 'Unable to delete session!' (spec 3 §8). */
export const sessionsNoticeRules: NoticeRules = {
  [sessionsCommandNames.delete]: (command) =>
    command.status === 'ok'
      ? { title: settingsAreaMessages.DeleteSession.ok, intent: 'success' }
      : { title: settingsAreaMessages.DeleteSession.failed, intent: 'error' },
};
