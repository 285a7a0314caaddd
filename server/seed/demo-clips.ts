import { clipFileSize, recordingPlaylistPath } from '../media';
import type { Sql } from '../storage/database';
import { defaultClipQualities } from '../records/clips-qualities';
import { insertRows, type SeedRow } from './bulk-insert';
import { eventUuid, type EventPlan } from './demo-events';
import { day, demoUuid, hour, type DemoTime } from './demo-ids';
import type { SettingRefs } from './demo-settings';

// Clips in three qualities in every status (a stuck processing one, one failed quality beside ready ones,
// fresh cuts that the simulation finishes right after start), exports in every status, and tags with an
// archived one. No cut failed in every quality: the demo shows the normal case (issue 29).

type Status = 'new' | 'processing' | 'error' | 'ready';

interface CutPlan {
  readonly key: string;
  readonly event: string;
  readonly title: string;
  readonly start: number;
  readonly end: number;
  readonly statuses: readonly [Status, Status, Status];
  readonly account: string;
  readonly type?: string;
  /** Seconds ago it was cut; a cut from the last few minutes is picked up again by the simulation. */
  readonly ago: number;
}

const cuts: readonly CutPlan[] = [
  {
    key: 'opening_goal',
    event: 'yesterday_hockey',
    title: 'Opening goal',
    start: 725,
    end: 771,
    statuses: ['ready', 'ready', 'ready'],
    account: 'admin@demo.local',
    type: 'highlight1',
    ago: day,
  },
  {
    key: 'save_of_the_game',
    event: 'yesterday_hockey',
    title: 'Save of the game',
    start: 3605,
    end: 3640,
    statuses: ['ready', 'ready', 'error'],
    account: 'user@demo.local',
    type: 'highlight2',
    ago: day,
  },
  {
    key: 'penalty_shot',
    event: 'yesterday_evening',
    title: 'Penalty shot',
    start: 2210,
    end: 2262,
    statuses: ['ready', 'processing', 'new'],
    account: 'cloudrec@demo.local',
    ago: 20 * hour,
  },
  {
    key: 'news_intro',
    event: 'morning_news',
    title: 'News intro',
    start: 5,
    end: 65,
    statuses: ['ready', 'ready', 'ready'],
    account: 'group_admin@demo.local',
    ago: 4 * hour,
  },
  {
    key: 'first_period',
    event: 'live_match',
    title: 'First period highlights',
    start: 60,
    end: 240,
    statuses: ['ready', 'ready', 'ready'],
    account: 'admin@demo.local',
    type: 'highlight1',
    ago: 15 * 60,
  },
  {
    key: 'big_hit',
    event: 'live_match',
    title: 'Big hit',
    start: 1310,
    end: 1330,
    statuses: ['processing', 'new', 'new'],
    account: 'user@demo.local',
    ago: 60,
  },
  {
    key: 'studio_guest',
    event: 'studio_talk',
    title: 'Guest interview',
    start: 300,
    end: 420,
    statuses: ['new', 'new', 'new'],
    account: 'admin@demo.local',
    ago: 30,
  },
];

const clipRows = (time: DemoTime, plans: ReadonlyMap<string, EventPlan>): SeedRow[] =>
  cuts.flatMap((cut) => {
    const event = plans.get(cut.event);
    const eventStart = event?.start ?? time.now;
    return defaultClipQualities.map((quality, index): SeedRow => {
      const status = cut.statuses[index] ?? 'new';
      const ready = status === 'ready';
      return {
        uuid: demoUuid(`clip:${cut.key}:${quality.name}`),
        insertedAt: time.at(-cut.ago),
        // Stuck jobs stay stuck; only the freshest cuts are resumed by the simulation.
        updatedAt: time.at(-cut.ago),
        body: {
          event_uuid: eventUuid(cut.event),
          status,
          ...(ready
            ? { url: recordingPlaylistPath(eventUuid(cut.event), eventStart + cut.start, eventStart + cut.end) }
            : {}),
          start_time: cut.start,
          end_time: cut.end,
          meta: {
            title: cut.title,
            description: `${cut.title} (demo)`,
            tags: 'demo,hockey',
            clip_type: cut.type ?? 'none',
            account: cut.account,
            group_uuid: demoUuid(`cut:${cut.key}`),
            highlight: cut.type !== undefined,
            quality: { title: quality.title, name: quality.name, order_num: quality.order_num },
            ...(ready
              ? {
                  filesize:
                    clipFileSize(quality, cut.start, cut.end) ??
                    Math.round(((cut.end - cut.start) * quality.bitrate * 1000) / 8),
                }
              : {}),
          },
        },
      };
    });
  });

const exportRows = (time: DemoTime, settings: SettingRefs): SeedRow[] => {
  const configuration = (name: string) => settings.ids.get(name) ?? 0;
  const clip = (cut: string, quality = 'hd1080') => demoUuid(`clip:${cut}:${quality}`);
  const row = (
    key: string,
    event: string,
    clips: string[],
    status: Status,
    config: string,
    destination: string,
    account: string,
    ago: number,
  ): SeedRow => ({
    uuid: demoUuid(`export:${key}`),
    insertedAt: time.at(-ago),
    updatedAt: time.at(-ago),
    body: {
      clip_uuids: clips,
      event_uuid: eventUuid(event),
      status,
      form_data: { title: key.replace(/_/g, ' '), category: 'sports', publish: true },
      meta: {
        export_configuration_id: configuration(config),
        destination,
        title: key.replace(/_/g, ' '),
        account,
        mtv_special: false,
        ...(status === 'ready'
          ? { clip: { key: `exports/${key}/clip.mp4`, poster_key: `exports/${key}/poster.jpg` } }
          : {}),
      },
    },
  });
  return [
    row(
      'opening_goal_portal',
      'yesterday_hockey',
      [clip('opening_goal'), clip('opening_goal', 'hd720')],
      'ready',
      'export_video_portal',
      'Video portal',
      'admin@demo.local',
      20 * hour,
    ),
    row(
      'opening_goal_social',
      'yesterday_hockey',
      [clip('opening_goal')],
      'processing',
      'export_social',
      'Social media',
      'user@demo.local',
      19 * hour,
    ),
    row(
      'save_ftp',
      'yesterday_hockey',
      [clip('save_of_the_game')],
      'error',
      'export_legacy_ftp',
      'Legacy FTP',
      'user@demo.local',
      18 * hour,
    ),
    row(
      'penalty_portal',
      'yesterday_evening',
      [clip('penalty_shot')],
      'new',
      'export_video_portal',
      'Video portal',
      'cloudrec@demo.local',
      10 * hour,
    ),
    row(
      'first_period_portal',
      'live_match',
      [clip('first_period'), clip('first_period', 'hd720')],
      'ready',
      'export_video_portal',
      'Video portal',
      'admin@demo.local',
      10 * 60,
    ),
    row(
      'old_portal',
      'yesterday_hockey',
      [clip('opening_goal')],
      'ready',
      'export_video_portal',
      'Video portal',
      'admin@demo.local',
      10 * day,
    ),
  ];
};

const tagRows = (time: DemoTime, plans: ReadonlyMap<string, EventPlan>): SeedRow[] => {
  const tag = (
    key: string,
    event: string,
    streamTime: number,
    meta: Record<string, unknown>,
    state = 'active',
  ): SeedRow => ({
    uuid: demoUuid(`tag:${key}`),
    state,
    body: {
      event_uuid: eventUuid(event),
      stream_time: streamTime,
      time: (plans.get(event)?.start ?? time.now) + Math.max(0, streamTime),
      meta,
    },
  });
  return [
    tag(
      'live_countdown',
      'live_match',
      -12,
      { type: 'note', type_name: 'Note', title: 'Countdown started' },
      'archived',
    ),
    tag('live_goal_1', 'live_match', 612, {
      type: 'goal',
      type_name: 'Goal',
      title: 'Goal 1-0',
      team: 'home',
      player: 'No. 9',
    }),
    tag('live_penalty', 'live_match', 1480, { type: 'penalty', type_name: 'Penalty', title: 'Tripping', minutes: 2 }),
    tag('live_goal_2', 'live_match', 2100, {
      type: 'goal',
      type_name: 'Goal',
      title: 'Goal 1-1',
      team: 'away',
      player: 'No. 27',
    }),
    tag('yesterday_goal', 'yesterday_hockey', 740, {
      type: 'goal',
      type_name: 'Goal',
      title: 'Goal 1-0',
      team: 'home',
      player: 'No. 17',
    }),
    tag('yesterday_note', 'yesterday_hockey', 3620, { type: 'note', type_name: 'Note', title: 'Great save' }),
  ];
};

export const seedClips = async (
  tx: Sql,
  time: DemoTime,
  plans: readonly EventPlan[],
  settings: SettingRefs,
): Promise<void> => {
  const byKey = new Map(plans.map((plan) => [plan.key, plan]));
  await insertRows(tx, 'clips', clipRows(time, byKey));
  await insertRows(tx, 'clip_exports', exportRows(time, settings));
  await insertRows(tx, 'tags', tagRows(time, byKey));
};
