import { livePlaylistPath } from '../media';
import type { Sql } from '../storage/database';
import { idOf, insertRows, type SeedRow } from './bulk-insert';
import type { ContentRefs } from './demo-content';
import { day, demoUuid, type DemoTime } from './demo-ids';
import type { SettingRefs } from './demo-settings';

// Input and output channels with configurations, outputs, overrides, MediaConnect ARNs and live previews
// (server/media), and the configuration presets and access groups over them.

export const channelKeys = [
  'arena_a_cam1',
  'arena_b_cam1',
  'studio_1',
  'partner_feed',
  'lab_input',
  'tv_sport_hd',
  'web_sport',
  'tv_news',
  'partner_out',
  'old_output',
] as const;
export type ChannelKey = (typeof channelKeys)[number];

export const channelUuid = (key: ChannelKey): string => demoUuid(`channel:${key}`);

export interface ChannelRefs {
  readonly ids: Readonly<Record<ChannelKey, number>>;
}

const arn = (flow: string, name: string): string =>
  `arn:aws:mediaconnect:eu-north-1:123456789012:flow:1-${flow}:${name}`;
export const demoArns = {
  tvSport: [arn('AbCdEf12', 'tv-sport-a'), arn('GhIjKl34', 'tv-sport-b')],
  webSport: [arn('MnOpQr56', 'web-sport')],
} as const;

const streamer = (name: string, width: number, height: number, fps: number) => ({
  path: '/opt/streamer/bin/streamer',
  config_file: `${name}.json`,
  params: '--low-latency',
  width,
  height,
  fps,
  interlaced: false,
  active: true,
  config: {
    proxy_port: 8080,
    https_port: 8070,
    webrtc_outputs: [
      { name: 'program', title: 'Program', webrtc_name: `${name}_program` },
      { name: 'commentator1', title: 'Commentator 1', webrtc_name: `${name}_comm1` },
    ],
  },
});

const input = (
  key: ChannelKey,
  title: string,
  extra: { meta?: Record<string, unknown>; transcoder?: boolean; state?: string } = {},
): SeedRow => ({
  uuid: channelUuid(key),
  state: extra.state,
  body: {
    name: key,
    title,
    type: 'input',
    transcoder: extra.transcoder ?? false,
    configuration: { streamer: streamer(key, 1920, 1080, 50), input: { default: 'srt' } },
    configuration_overrides: [],
    meta: {
      description: `${title} (demo)`,
      monitor_url: livePlaylistPath(channelUuid(key)),
      play_url: livePlaylistPath(channelUuid(key)),
      system_channel: false,
      is_admin_channel: false,
      use_pull: false,
      notifiers: [],
      ...extra.meta,
    },
  },
});

export const channelRows = (time: DemoTime, content: ContentRefs, settings: SettingRefs): SeedRow[] => {
  const customer = content.recordIds.get('customers:nordic');
  const contract = content.recordIds.get('contracts:liiga');
  const qualities = [
    { name: '1080p', width: 1920, height: 1080, bitrate: 8000 },
    { name: '720p', width: 1280, height: 720, bitrate: 4500 },
  ];
  const output = (
    key: ChannelKey,
    title: string,
    meta: Record<string, unknown>,
    outputs: unknown[],
    overrides: unknown[] = [],
    state?: string,
  ): SeedRow => ({
    uuid: channelUuid(key),
    state,
    body: {
      name: key,
      title,
      type: 'output',
      transcoder: true,
      configuration: { output: { outputs, qualities } },
      configuration_overrides: overrides,
      meta: {
        page_url: `https://tv.studio.example/${key}`,
        monitor_url: livePlaylistPath(channelUuid(key)),
        play_url: livePlaylistPath(channelUuid(key)),
        transcoder_size: '16x',
        transcoder_config: 'sports_1080p50',
        notifiers: [],
        ...meta,
      },
    },
  });
  const headendOverride = {
    type: 'config:output:headend',
    id: 'headend',
    subtype: 'active',
    params: { active: false, end_time: time.now + 3 * 3600, device: 'headend-2' },
    start_time: time.now - 2 * 3600,
    duration: 5,
    end_time: time.now + 3 * 3600,
  };
  const expiredOverride = {
    type: 'output/srtla',
    id: 'srtla',
    subtype: 'active',
    params: { active: true, end_time: time.now - day, latency: 1_500_000 },
    start_time: time.now - day - 3600,
    duration: 1,
    end_time: time.now - day,
  };
  return [
    input('arena_a_cam1', 'Arena A – Camera 1', {
      transcoder: true,
      meta: { use_pull: true, pull_url: 'srt://ingest.studio.example:9000?streamid=arena_a_cam1' },
    }),
    input('arena_b_cam1', 'Arena B – Camera 1'),
    input('studio_1', 'Studio 1'),
    input('partner_feed', 'Partner feed', { meta: { use_pull: true, pull_url: 'rtsp://partner.example.org/feed' } }),
    input('lab_input', 'Lab input (admin)', { meta: { is_admin_channel: true, system_channel: true } }),
    output(
      'tv_sport_hd',
      'TV Sport HD',
      {
        billing_customer: customer,
        billing_contract: contract,
        system_channel: true,
        overrides: true,
        event_form: 'sport_event_form',
        use_mediaconnect: true,
        mediaconnect_arns: demoArns.tvSport.join(','),
        transcoder_tag: 'prod',
        notifiers: [
          { id: settings.ids.get('epg') ?? 0, name: 'EPG', form_data: { channel_code: 'SPORT1', lead_minutes: 5 } },
        ],
      },
      [
        { type: 'headend', active: true },
        { type: 'srtla', active: false },
        { type: 'srtla', active: true, streamid: 'backpack-07' },
      ],
      [headendOverride, expiredOverride],
    ),
    output(
      'web_sport',
      'Web Sport',
      {
        event_form: 'sport_event_form',
        use_mediaconnect: true,
        mediaconnect_arns: demoArns.webSport.join(','),
        automatic_transcoder: true,
        billing_customer: content.recordIds.get('customers:stadium'),
        // The default contract a new event on a billing destination takes (docs/protocol/schedule.md).
        billing_contract: content.recordIds.get('contracts:veikkausliiga'),
      },
      [{ type: 'srtla', active: true }],
    ),
    output('tv_news', 'TV News', { event_form: 'news_event_form', transcoder_size: 'amd-gen6-16x' }, [
      { type: 'headend', active: true },
      { type: 'srtla', active: true },
    ]),
    // The company-domain rule of multiview (spec 2 §2, docs/protocol.md): the partner's events are for partner.example.
    output(
      'partner_out',
      'Partner output',
      {
        billing_customer: content.recordIds.get('customers:arena'),
        billing_contract: content.recordIds.get('contracts:arena_events'),
        company_domain: 'partner.example',
      },
      [],
    ),
    output('old_output', 'Old output (archived)', {}, [{ type: 'headend', active: false }], [], 'archived'),
  ];
};

export const seedChannels = async (
  tx: Sql,
  time: DemoTime,
  content: ContentRefs,
  settings: SettingRefs,
): Promise<ChannelRefs> => {
  const uuids = await insertRows(tx, 'channels', channelRows(time, content, settings));
  const ids = Object.fromEntries(channelKeys.map((key) => [key, idOf(uuids, channelUuid(key))])) as Record<
    ChannelKey,
    number
  >;
  const member = (key: ChannelKey, expiry = -1) => ({ id: ids[key], expiry_time: expiry });
  await insertRows(tx, 'channel_groups', [
    {
      uuid: demoUuid('channel_group:sports'),
      body: {
        title: 'Sports 1080p50',
        name: 'sports_1080p50',
        type: 'template',
        meta: { weight: 10, configuration: { streamer: { width: 1920, height: 1080, fps: 50 } } },
        channels: [member('arena_a_cam1'), member('arena_b_cam1')],
      },
    },
    {
      uuid: demoUuid('channel_group:news'),
      body: {
        title: 'News 720p50',
        name: 'news_720p50',
        type: 'template',
        meta: { weight: 20, configuration: { streamer: { width: 1280, height: 720, fps: 50, params: '--news' } } },
        channels: [member('studio_1')],
      },
    },
    {
      uuid: demoUuid('channel_group:partner'),
      body: {
        title: 'Partner club',
        name: 'partner_club',
        type: 'access',
        meta: {},
        channels: [member('partner_feed'), member('partner_out', time.now + 30 * day)],
      },
    },
  ]);
  return { ids };
};
