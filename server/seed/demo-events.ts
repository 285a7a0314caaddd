import { livePlaylistPath, recordingPlaylistPath } from '../media';
import type { Sql } from '../storage/database';
import { insertRows, type SeedRow } from './bulk-insert';
import { channelUuid, type ChannelKey, type ChannelRefs } from './demo-channels';
import type { ContentRefs } from './demo-content';
import { day, demoUuid, hour, type DemoTime } from './demo-ids';

// Events from yesterday to day+7 (spec 1 §4 timing): past ones, some running now (one about to end), later
// today and the next week, one archived; event groups with an alternative feed and to-dos; billing.

export interface EventPlan {
  readonly key: string;
  readonly group: string;
  readonly title: string;
  readonly subtitle: string;
  readonly start: number;
  readonly end: number;
  readonly destination: ChannelKey;
  readonly source: ChannelKey;
  readonly state?: string;
  readonly home?: string;
  readonly away?: string;
  readonly billing?: Record<string, unknown>;
  readonly todos?: Record<string, { readonly active: boolean; readonly status: 'watch' | 'ready' }>;
}

export const eventUuid = (key: string): string => demoUuid(`event:${key}`);
const groupUuid = (key: string): string => demoUuid(`event_group:${key}`);

const at = (time: DemoTime, dayOffset: number, hours: number, minutes = 0): number =>
  time.today + dayOffset * day + hours * hour + minutes * 60;

export const eventPlans = (time: DemoTime, content: ContentRefs): EventPlan[] => {
  const liiga = content.recordIds.get('contracts:liiga');
  const veikkaus = content.recordIds.get('contracts:veikkausliiga');
  const now = time.now;
  const upcoming = [
    ['HIFK – Kärpät', 'tv_sport_hd', 'arena_a_cam1', 'hifk', 'karpat'],
    ['Ilves – Tappara', 'web_sport', 'arena_b_cam1', 'ilves', 'tappara'],
    ['Kärpät – HIFK', 'tv_sport_hd', 'arena_b_cam1', 'karpat', 'hifk'],
    ['Tappara – Ilves', 'tv_sport_hd', 'arena_a_cam1', 'tappara', 'ilves'],
    ['HIFK – Ilves', 'web_sport', 'arena_a_cam1', 'hifk', 'ilves'],
    ['Kärpät – Tappara', 'tv_sport_hd', 'arena_b_cam1', 'karpat', 'tappara'],
    ['Ilves – Kärpät', 'web_sport', 'arena_a_cam1', 'ilves', 'karpat'],
  ] as const;
  return [
    {
      key: 'yesterday_hockey',
      group: 'yesterday_hockey',
      title: 'HIFK – Tappara',
      subtitle: 'Liiga, regular season',
      start: at(time, -1, 12),
      end: at(time, -1, 14, 15),
      destination: 'tv_sport_hd',
      source: 'arena_a_cam1',
      home: 'hifk',
      away: 'tappara',
      billing: { contract: liiga, status: 'billed', info: 'Extra camera crew' },
      todos: { 'admin@demo.local': { active: true, status: 'watch' } },
    },
    {
      key: 'yesterday_evening',
      group: 'yesterday_evening',
      title: 'Kärpät – Ilves',
      subtitle: 'Liiga, regular season',
      start: at(time, -1, 18, 30),
      end: at(time, -1, 21),
      destination: 'web_sport',
      source: 'arena_b_cam1',
      home: 'karpat',
      away: 'ilves',
      billing: { contract: veikkaus, status: 'not_billed', sum: '350.00', expenses_sum: '' },
      todos: { 'admin@demo.local': { active: true, status: 'ready' } },
    },
    {
      key: 'morning_news',
      group: 'morning_news',
      title: 'Morning news',
      subtitle: 'Studio 1',
      start: now - 5 * hour,
      end: now - 3 * hour,
      destination: 'tv_news',
      source: 'studio_1',
    },
    {
      key: 'live_match',
      group: 'live_match',
      title: 'Tappara – Kärpät',
      subtitle: 'Liiga, regular season',
      start: now - 40 * 60,
      end: now + 80 * 60,
      destination: 'tv_sport_hd',
      source: 'arena_a_cam1',
      home: 'tappara',
      away: 'karpat',
      billing: { contract: liiga, status: 'not_billed' },
      todos: {
        'admin@demo.local': { active: true, status: 'watch' },
        'user@demo.local': { active: true, status: 'watch' },
      },
    },
    {
      key: 'live_match_english',
      group: 'live_match',
      title: 'Tappara – Kärpät (English)',
      subtitle: 'Alternative commentary',
      start: now - 40 * 60,
      end: now + 80 * 60,
      destination: 'partner_out',
      source: 'arena_a_cam1',
      home: 'tappara',
      away: 'karpat',
    },
    {
      key: 'studio_talk',
      group: 'studio_talk',
      title: 'Studio talk',
      subtitle: 'Pre-game show',
      start: now - 110 * 60,
      end: now + 8 * 60,
      destination: 'web_sport',
      source: 'studio_1',
    },
    {
      key: 'tonight',
      group: 'tonight',
      title: 'Ilves – HIFK',
      subtitle: 'Liiga, regular season',
      start: now + 3 * hour,
      end: now + 5 * hour,
      destination: 'tv_sport_hd',
      source: 'arena_b_cam1',
      home: 'ilves',
      away: 'hifk',
      todos: { 'user@demo.local': { active: true, status: 'watch' } },
    },
    ...upcoming.map(([title, destination, source, home, away], index): EventPlan => ({
      key: `day_${index + 1}`,
      group: `day_${index + 1}`,
      title,
      subtitle: 'Liiga, regular season',
      start: at(time, index + 1, 18, 30),
      end: at(time, index + 1, 21),
      destination,
      source,
      home,
      away,
      billing: destination === 'tv_sport_hd' ? { contract: liiga } : undefined,
    })),
    {
      key: 'news_day_2',
      group: 'news_day_2',
      title: 'Evening news',
      subtitle: 'Studio 1',
      start: at(time, 2, 20),
      end: at(time, 2, 20, 30),
      destination: 'tv_news',
      source: 'studio_1',
    },
    {
      key: 'partner_day_5',
      group: 'partner_day_5',
      title: 'Partner showcase',
      subtitle: 'City Arena',
      start: at(time, 5, 14),
      end: at(time, 5, 16),
      destination: 'partner_out',
      source: 'partner_feed',
    },
    {
      key: 'cancelled',
      group: 'cancelled',
      title: 'Cancelled match',
      subtitle: 'Postponed',
      start: at(time, 1, 15),
      end: at(time, 1, 17),
      destination: 'tv_sport_hd',
      source: 'arena_b_cam1',
      state: 'archived',
    },
  ];
};

/**
 * A month of billable events before yesterday (spec 3 §2.7): every other day back to 30 days ago, on the three
 * customers' output channels and their contracts, some billed, one with a typed sum and one with extra
 * information, so the billing table, month card and CSV have something real to show. Kept apart from
 * `eventPlans` (the live days) so the dashboard's and lists' default ranges are not crowded.
 */
export const billingMonthPlans = (time: DemoTime, content: ContentRefs): EventPlan[] => {
  const contracts = {
    tv_sport_hd: content.recordIds.get('contracts:liiga'),
    web_sport: content.recordIds.get('contracts:veikkausliiga'),
    partner_out: content.recordIds.get('contracts:arena_events'),
  } as const;
  const destinations = ['tv_sport_hd', 'web_sport', 'partner_out'] as const;
  const sources = ['arena_a_cam1', 'arena_b_cam1', 'partner_feed'] as const;
  return Array.from({ length: 15 }, (_, index): EventPlan => {
    const daysBack = 2 + index * 2;
    const destination = destinations[index % 3] ?? 'tv_sport_hd';
    // 2 h 30 min, 1 h 45 min or 3 h: hourly items bill by the second.
    const minutes = [150, 105, 180][index % 3] ?? 150;
    const start = at(time, -daysBack, 18, 30);
    return {
      key: `billing_${daysBack}`,
      group: `billing_${daysBack}`,
      title: destination === 'partner_out' ? `Arena show ${index + 1}` : `Match day ${index + 1}`,
      subtitle: 'Billing demo',
      start,
      end: start + minutes * 60,
      destination,
      source: sources[index % 3] ?? 'arena_a_cam1',
      billing: {
        contract: contracts[destination],
        status: daysBack > 20 ? 'billed' : 'not_billed',
        ...(index === 4 ? { sum: '1500.00' } : {}),
        ...(index === 7 ? { info: 'Overtime: 20 min after the final whistle' } : {}),
      },
    };
  });
};

const eventRows = (
  time: DemoTime,
  plans: readonly EventPlan[],
  channels: ChannelRefs,
  content: ContentRefs,
): { groups: SeedRow[]; events: SeedRow[] } => {
  const groups = new Map<string, SeedRow>();
  const events = plans.map((plan): SeedRow => {
    const group = {
      uuid: groupUuid(plan.group),
      channel_id: channels.ids[plan.source],
      start_time: plan.start,
      system_meta: { alternative: plan.key.endsWith('_english'), signal_type: 'srt', todos: plan.todos ?? {} },
    };
    if (!groups.has(plan.group))
      groups.set(plan.group, {
        uuid: group.uuid,
        insertedAt: time.at(-2 * day),
        body: { channel_id: group.channel_id, start_time: group.start_time, system_meta: group.system_meta },
      });
    const uuid = eventUuid(plan.key);
    const team = (key: string | undefined) => (key ? content.recordIds.get(`teams:${key}`) : undefined);
    return {
      uuid,
      state: plan.state,
      insertedAt: time.at(-3 * day),
      body: {
        cached_start_time: plan.start,
        cached_end_time: plan.end,
        external_id: `demo-${plan.key}`,
        offset: 900,
        duration: plan.end - plan.start,
        channel_id: channels.ids[plan.destination],
        publish_start_time: plan.start - 1800,
        publish_end_time: 0,
        title: plan.title,
        subtitle: plan.subtitle,
        preview_url: recordingPlaylistPath(uuid, plan.start, plan.end),
        live_url: livePlaylistPath(channelUuid(plan.destination)),
        meta: plan.home
          ? {
              league: 'Liiga',
              home_team: team(plan.home),
              away_team: team(plan.away),
              commentator: [
                { lang: 'fi', value: 'Antti Mäkinen' },
                { lang: 'en', value: 'Jack Smith' },
              ],
              round: 12,
            }
          : {},
        system_meta: plan.billing ? { billing: plan.billing } : {},
        // The group is a row of event_groups shared by its events, joined in as `event_group` on the wire.
        event_group_uuid: group.uuid,
      },
    };
  });
  return { groups: [...groups.values()], events };
};

export interface EventRefs {
  readonly plans: readonly EventPlan[];
}

export const seedEvents = async (
  tx: Sql,
  time: DemoTime,
  channels: ChannelRefs,
  content: ContentRefs,
): Promise<EventRefs> => {
  const plans = [...eventPlans(time, content), ...billingMonthPlans(time, content)];
  const rows = eventRows(time, plans, channels, content);
  await insertRows(tx, 'event_groups', rows.groups);
  await insertRows(tx, 'events', rows.events);
  return { plans };
};
