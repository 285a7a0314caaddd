export { FilterCodec, SettingCodec, SettingDraftCodec } from './setting.codec';
export { settingsTopics } from './settings.topics';
