import { settingsAreaMessages } from '../../domain/settings';
import { accountRefusalText } from '../../domain/accounts';
import { saveNoticeRule, saveNoticeRules } from '../admin-kit';
import type { NoticeRules } from '../notifications';
import { settingsAreaCommandNames } from './settings-area.commands';

/** Spec 3 §8: the create/update toasts of settings, list types, running orders, accounts and groups. */
export const settingsAreaNoticeRules: NoticeRules = {
  ...saveNoticeRules({
    [settingsAreaCommandNames.setting]: settingsAreaMessages.SaveSetting,
    [settingsAreaCommandNames.listType]: settingsAreaMessages.SaveListType,
    [settingsAreaCommandNames.runningOrder]: settingsAreaMessages.SaveRunningOrder,
    [settingsAreaCommandNames.group]: settingsAreaMessages.SaveGroup,
  }),
  // A refused account save says why in words (issue 29: 'email_taken', not "invalid").
  [settingsAreaCommandNames.account]: saveNoticeRule(settingsAreaMessages.SaveAccount, accountRefusalText),
};
