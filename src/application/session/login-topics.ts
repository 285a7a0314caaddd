/** The thirteen topics joined at login (spec 1 §7.2); `profile:{token}` is named with the session token. */
export const loginTopics = (token: string): readonly string[] => [
  `profile:${token}`,
  'groups:all',
  'channels:all',
  'channels:group:all:template',
  'channels:group:all:access',
  'settings:all',
  'filters:all',
  'instances:all',
  'devices:all',
  'control',
  'cms:all',
  'accounts:all',
  'running_orders:all',
];

/** Profile ping every 600 s (spec 1 §9). */
export const profilePingEveryMs = 600_000;
