import { firstValueFrom, type Observable, type Subscription } from 'rxjs';
import { channelControlsModule, ChannelControlsQueries } from '../../src/application/channel-controls';
import { DashboardFeed, dashboardModule, DashboardQueries, EventRowQueries } from '../../src/application/dashboard';
import { notificationsModule } from '../../src/application/notifications';
import { DisplayZone } from '../../src/application/shared';
import { eventsPageSize } from '../../src/application/schedule';
import { defaultEventRange } from '../../src/domain/schedule';
import { createHarness, settle, type Harness } from '../../test/application/console-harness';
import { channelsFrame, eventPool, instancesFrame, type ControlTick, answerPages } from './dashboard-world';

// The console's application layer as src/main.tsx builds it for the dashboard (the feature modules over the
// real log, store, wire normalizer and command bus), with the fake ports of the application tests.

export const zone = 'Europe/Helsinki';

export interface DashboardWorld {
  readonly harness: Harness;
  readonly pool: readonly Record<string, unknown>[];
  readonly now: number;
  readonly dashboard: DashboardQueries;
  readonly rows: EventRowQueries;
  readonly tiles: ChannelControlsQueries;
  readonly feed: DashboardFeed;
  /** Closes the dashboard the world opened. */
  readonly close: () => void;
}

export const buildWorld = async (): Promise<DashboardWorld> => {
  const harness = createHarness();
  harness.container.bind(DisplayZone).toConstantValue(zone);
  harness.container.load(notificationsModule, dashboardModule, channelControlsModule);
  const now = Math.floor(harness.now() / 1000);
  harness.receive('profile:token', 'init', {
    data: {
      id: 7,
      email: 'admin@demo.local',
      name: 'Mari',
      surname: 'Virtanen',
      type: 'admin',
      state: 'active',
      groups: [],
      meta: {},
      sessions: [],
    },
  });
  harness.receive('control', 'timestamp', { timestamp: now });
  harness.receive('channels:all', 'init', channelsFrame());
  harness.receive('instances:all', 'init', instancesFrame());
  harness.store.flush();
  const today = defaultEventRange(now, zone).start;
  const dashboard = harness.container.get(DashboardQueries);
  const close = dashboard.open();
  await dashboard.asked();
  const world: DashboardWorld = {
    harness,
    close,
    now,
    pool: eventPool(today - 86400, 10),
    dashboard,
    rows: harness.container.get(EventRowQueries),
    tiles: harness.container.get(ChannelControlsQueries),
    feed: harness.container.get(DashboardFeed),
  };
  await loadRange(world);
  const listed = Object.keys(harness.store.state.schedule.events).length;
  if (listed < 2000) throw new Error(`the dashboard bench expected 2,000 events in range, the store lists ${listed}`);
  return world;
};

/**
 * Answers the feed's current filter with the events of its range, page by page as the studio server does
 * (a full page makes the feed ask for the next). Returns the milliseconds spent appending and folding the
 * answer frames, which includes every subscribed query's work; the asynchronous push in between is not counted.
 */
export const loadRange = async (world: DashboardWorld): Promise<number> => {
  world.harness.store.flush();
  await settle();
  const range = await firstValueFrom(world.feed.range$);
  if (!range) throw new Error('the dashboard feed has no range: is it open?');
  let spent = 0;
  for (const page of answerPages(world.pool, range.start, range.end, eventsPageSize)) {
    const started = performance.now();
    world.harness.receive('events:all', 'events', { events: page });
    world.harness.store.flush();
    spent += performance.now() - started;
    await settle();
  }
  return spent;
};

/** One control second: its frames appended as the socket does and folded in one batch (the store's flush). */
export const applyTick = (world: DashboardWorld, tick: ControlTick): number => {
  const started = performance.now();
  for (const frame of tick.frames) world.harness.receive('control', frame.event, frame.payload);
  world.harness.store.flush();
  return performance.now() - started;
};

export interface Counter {
  count: number;
}

/** Subscribes and counts emissions; the first (replayed) value is not counted. */
export const counted = (source: Observable<unknown>, counter: Counter, subscriptions: Subscription[]): void => {
  let first = true;
  subscriptions.push(
    source.subscribe(() => {
      if (first) first = false;
      else counter.count += 1;
    }),
  );
};
