import { settingsAreaMessages } from '../../domain/settings';
import { commandNotices, failureNotice, fallbackNotice, networkIssueNotice } from '../notifications';
import { profileCommands } from './profile.commands';

/** The own profile's toasts (spec 1 §8 'Networking issue...' on a get or update time-out, spec 3 §8). */
export const profileNoticeRules = commandNotices(profileCommands, {
  get: (command) => networkIssueNotice(command) ?? fallbackNotice(command),
  update: (command) =>
    networkIssueNotice(command) ??
    (command.status === 'ok'
      ? { title: settingsAreaMessages.UpdateProfile.ok, intent: 'success' }
      : failureNotice(settingsAreaMessages.UpdateProfile.failed, command)),
  changePassword: (command) => {
    const texts = settingsAreaMessages.ChangePassword;
    if (command.status === 'ok') return { title: texts.ok, intent: 'success' };
    const reason =
      command.reason === 'invalid_password' || command.reason === 'passwords_dont_match'
        ? texts[command.reason]
        : texts.failed;
    return failureNotice(reason, command);
  },
});
