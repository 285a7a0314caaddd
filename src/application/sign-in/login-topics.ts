import { defineCommands, pushed } from '../../domain/commands';
import type { TopicAddress } from '../ports';

/** The thirteen topics joined at login (spec 1 §7.2); `profile:{token}` is named with the session token. */
export const loginTopics = (token: string): readonly TopicAddress[] => [
  { pattern: 'profile:{token}', params: { token } },
  { pattern: 'groups:all' },
  { pattern: 'channels:all' },
  { pattern: 'channels:group:all:template' },
  { pattern: 'channels:group:all:access' },
  { pattern: 'settings:all' },
  { pattern: 'filters:all' },
  { pattern: 'instances:all' },
  { pattern: 'devices:all' },
  { pattern: 'control' },
  { pattern: 'cms:all' },
  { pattern: 'accounts:all' },
  { pattern: 'running_orders:all' },
];

/** Profile ping every 600 s (spec 1 §9). */
export const profilePingEveryMs = 600_000;

/** The session's keep-alive: a `ping` on profile:{token} every profilePingEveryMs (its failure shows as the connection's state). */
export const keepAliveCommands = defineCommands('session', { ping: pushed('profile.ping') });
