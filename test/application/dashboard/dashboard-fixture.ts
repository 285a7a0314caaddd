import { DisplayZone } from '../../../src/application/shared';
import { dashboardModule } from '../../../src/application/dashboard';
import { notificationsModule } from '../../../src/application/notifications';
import { createHarness, startOfTest, type Harness, type PushHandler } from '../console-harness';

// A console with the dashboard's modules over the fake socket and clock. The harness starts at
// 2026-11-22T10:00:00Z, which is Sunday 12:00 in Helsinki.

export const zone = 'Europe/Helsinki';
export const now = startOfTest / 1000;
export const hour = 3600;
export const day = 86400;
/** Sunday 22.11.2026 00:00 in Helsinki. */
export const today = Date.parse('2026-11-22T00:00:00+02:00') / 1000;

export const uuidOf = (n: number): string => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const setupDashboard = (options: { push?: PushHandler } = {}): Harness => {
  const harness = createHarness(options);
  harness.container.rebind(DisplayZone).toConstantValue(zone);
  harness.container.load(notificationsModule, dashboardModule);
  return harness;
};

export const signIn = (harness: Harness, type = 'admin', email = 'admin@demo.local'): void => {
  harness.receive('profile:token', 'init', {
    data: {
      id: 7,
      email,
      name: 'Mari',
      surname: 'Virtanen',
      type,
      state: 'active',
      groups: [],
      meta: {},
      sessions: [],
    },
  });
};

export interface WireEvent {
  readonly uuid: string;
  readonly state: string;
  readonly cached_start_time: number;
  readonly cached_end_time: number;
  readonly [key: string]: unknown;
}

/** An event on the wire: n numbers it, start and end are seconds from now. */
export const wireEvent = (n: number, start: number, end: number, extra: Record<string, unknown> = {}): WireEvent => ({
  uuid: uuidOf(n),
  state: 'active',
  cached_start_time: now + start,
  cached_end_time: now + end,
  channel_id: 31,
  title: `Event ${n}`,
  subtitle: `Subtitle ${n}`,
  live_url: `https://cdn.example.com/live/${n}.m3u8`,
  preview_url: `https://cdn.example.com/preview/${n}.m3u8`,
  event_group: { uuid: uuidOf(1000 + n), channel_id: 12, system_meta: { todos: {} } },
  ...extra,
});

export const withTodo = (event: WireEvent, email: string, active: boolean, status: 'watch' | 'ready'): WireEvent => ({
  ...event,
  event_group: { uuid: uuidOf(5000), channel_id: 12, system_meta: { todos: { [email]: { active, status } } } },
});
