import { accountRefusalText } from '../../domain/accounts';
import { saveNoticeRule } from '../admin-kit';
import { commandNotices } from '../notifications';
import { settingsAreaCommands, settingsAreaMessages } from '../../domain/settings';

/** Spec 3 §8: the create/update toasts of settings, list types, running orders, accounts and groups. */
export const settingsAreaNoticeRules = commandNotices(settingsAreaCommands, {
  setting: saveNoticeRule(settingsAreaMessages.SaveSetting),
  listType: saveNoticeRule(settingsAreaMessages.SaveListType),
  runningOrder: saveNoticeRule(settingsAreaMessages.SaveRunningOrder),
  group: saveNoticeRule(settingsAreaMessages.SaveGroup),
  // A refused account save says why in words (issue 29: 'email_taken', not "invalid").
  account: saveNoticeRule(settingsAreaMessages.SaveAccount, accountRefusalText),
});
