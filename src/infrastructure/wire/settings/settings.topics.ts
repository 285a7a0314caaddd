import { defineTopic, inbound, listOf, numericId, push, shape } from '../kit';
import { FilterCodec, SettingCodec, SettingDraftCodec } from './setting.codec';

const deleted = shape({ data: shape({ id: numericId }) });

const save = push({
  doc: 'Create (no id) or update a setting; the name is fixed once saved (spec 3 §5). Replies with the saved setting.',
  payload: shape({ setting: SettingDraftCodec }),
  reply: shape({ data: SettingCodec }),
});

/**
 * Settings and filters (spec 1 §7.2, spec 3 §7). `settings:all` and `settings:create` are literal patterns and
 * so are tried before `settings:{id}` (more literal parts); no setting id is ever 'all' or 'create'.
 */
export const settingsTopics = {
  'settings:all': defineTopic({
    pattern: 'settings:all',
    doc: 'Every settings record, the maintenance setting among them; joined at login.',
    inbound: {
      init: inbound({
        doc: 'The full list, {data: Setting[]}; replaces what was held.',
        codec: shape({ data: listOf(SettingCodec) }),
        toEvents: ({ data }, context) => [{ type: 'SettingsReceived', settings: data, at: context.at }],
      }),
      update: inbound({
        doc: 'One created or changed setting, {data: Setting}.',
        codec: shape({ data: SettingCodec }),
        toEvents: ({ data }, context) => [{ type: 'SettingUpdated', setting: data, at: context.at }],
      }),
      delete: inbound({
        doc: 'One removed setting, {data: {id, …}}.',
        codec: deleted,
        toEvents: ({ data }, context) => [{ type: 'SettingDeleted', id: data.id, at: context.at }],
      }),
    },
    pushes: {},
  }),
  'filters:all': defineTopic({
    pattern: 'filters:all',
    doc: 'Every saved filter; joined at login.',
    inbound: {
      init: inbound({
        doc: 'The full list, {data: Filter[]}; replaces what was held.',
        codec: shape({ data: listOf(FilterCodec) }),
        toEvents: ({ data }, context) => [{ type: 'FiltersReceived', filters: data, at: context.at }],
      }),
      update: inbound({
        doc: 'One created or changed filter, {data: Filter}.',
        codec: shape({ data: FilterCodec }),
        toEvents: ({ data }, context) => [{ type: 'FilterUpdated', filter: data, at: context.at }],
      }),
      delete: inbound({
        doc: 'One removed filter, {data: {id, …}}.',
        codec: deleted,
        toEvents: ({ data }, context) => [{ type: 'FilterDeleted', id: data.id, at: context.at }],
      }),
    },
    pushes: {},
  }),
  'settings:create': defineTopic({
    pattern: 'settings:create',
    doc: 'Joined by the editor of a new setting.',
    inbound: {},
    pushes: { save },
  }),
  'settings:{id}': defineTopic({
    pattern: 'settings:{id}',
    doc: 'Joined by the editor of setting {id}.',
    inbound: {},
    pushes: { save },
  }),
} as const;
