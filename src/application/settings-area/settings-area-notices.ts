import { settingsAreaMessages } from '../../domain/settings';
import { saveNoticeRules } from '../admin-kit';
import { settingsAreaCommandNames } from './settings-area.commands';

/** Spec 3 §8: the create/update toasts of settings, list types, running orders, accounts and groups. */
export const settingsAreaNoticeRules = saveNoticeRules({
  [settingsAreaCommandNames.setting]: settingsAreaMessages.SaveSetting,
  [settingsAreaCommandNames.listType]: settingsAreaMessages.SaveListType,
  [settingsAreaCommandNames.runningOrder]: settingsAreaMessages.SaveRunningOrder,
  [settingsAreaCommandNames.account]: settingsAreaMessages.SaveAccount,
  [settingsAreaCommandNames.group]: settingsAreaMessages.SaveGroup,
});
