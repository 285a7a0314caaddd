import { baseVersion, defineTopic, entityListFrames, entityTopics, push, shape } from '../kit';
import { FilterCodec, SettingCodec, SettingDraftCodec } from './setting.codec';

/**
 * Settings and filters (spec 1 §7.2, spec 3 §7). `settings:all` and `settings:create` are literal patterns and
 * so are tried before `settings:{id}` (more literal parts); no setting id is ever 'all' or 'create'.
 */
export const settingsTopics = {
  ...entityTopics({
    noun: 'setting',
    save: push({
      doc: 'Create (no id) or update a setting; the name is fixed once saved (spec 3 §5). Replies with the saved setting.',
      payload: shape({ setting: SettingDraftCodec }, baseVersion),
      reply: shape({ data: SettingCodec }),
    }),
    all: {
      pattern: 'settings:all',
      doc: 'Every settings record, the maintenance setting among them; joined at login.',
      inbound: entityListFrames({
        type: 'Setting',
        codec: SettingCodec,
        received: (settings, at) => ({ type: 'SettingsReceived', settings, at }),
        updated: (setting, at) => ({ type: 'SettingUpdated', setting, at }),
        deleted: (id, at) => ({ type: 'SettingDeleted', id, at }),
      }),
    },
    create: { pattern: 'settings:create' },
    one: { pattern: 'settings:{id}' },
  }),
  // Filters have no editor of their own: only the list.
  'filters:all': defineTopic({
    pattern: 'filters:all',
    doc: 'Every saved filter; joined at login.',
    inbound: entityListFrames({
      type: 'Filter',
      codec: FilterCodec,
      received: (filters, at) => ({ type: 'FiltersReceived', filters, at }),
      updated: (filter, at) => ({ type: 'FilterUpdated', filter, at }),
      deleted: (id, at) => ({ type: 'FilterDeleted', id, at }),
    }),
    pushes: {},
  }),
} as const;
