// Every entity kind the studio server stores as a document row (id, uuid, state, timestamps, JSONB body).
// The list is closed so table names can be interpolated into SQL safely.
export const documentKinds = [
  'accounts',
  'groups',
  'settings',
  'filters',
  'running_orders',
  'channels',
  'channel_groups',
  'instances',
  'devices',
  'device_logs',
  'cms_list_types',
  'cms_lists',
  'cms_list_data',
  'events',
  'event_groups',
  'clips',
  'clip_exports',
  'tags',
] as const;

export type DocumentKind = (typeof documentKinds)[number];
