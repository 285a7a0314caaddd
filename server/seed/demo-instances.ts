import { livePlaylistPath } from '../media';
import type { Sql } from '../storage/database';
import { idOf, insertRows, type SeedRow } from './bulk-insert';
import { channelUuid, type ChannelKey } from './demo-channels';
import { day, demoToken, demoUuid, hour, type DemoTime } from './demo-ids';

// Instances of every type (spec 1 §3): streamers bound to channels, a head-end, transcoders (one serving a
// current event, one free), a clipper, three external devices and a media server, with ips, ports and versions.

export const latestDemoVersion = 'v1.14.2';

export const instanceKeys = [
  'backpack_07',
  'backpack_12',
  'studio_encoder',
  'output_tv_sport',
  'dev_output',
  'headend_hel',
  'transcoder_1',
  'transcoder_2',
  'clipper_1',
  'videohub',
  'teranex',
  'pdu',
  'media_server',
  'old_backpack',
] as const;
export type InstanceKey = (typeof instanceKeys)[number];

export const instanceUuid = (key: InstanceKey): string => demoUuid(`instance:${key}`);

export interface InstanceRefs {
  readonly ids: Readonly<Record<InstanceKey, number>>;
}

interface InstancePlan {
  readonly key: InstanceKey;
  readonly title: string;
  readonly type: string;
  readonly ip: string;
  readonly channel?: ChannelKey;
  readonly version?: string;
  readonly running?: boolean;
  readonly meta?: Record<string, unknown>;
  readonly extra?: Record<string, unknown>;
  readonly state?: string;
}

const plans = (time: DemoTime, transcodingEvent: string): InstancePlan[] => [
  {
    key: 'backpack_07',
    title: 'Backpack 07',
    type: 'input',
    ip: '10.8.0.17',
    channel: 'arena_a_cam1',
    version: latestDemoVersion,
    running: true,
    meta: { primary_ip: '192.168.1.40', preview_config: { width: 640, height: 360 } },
  },
  {
    key: 'backpack_12',
    title: 'Backpack 12',
    type: 'input',
    ip: '10.8.0.22',
    channel: 'arena_b_cam1',
    version: 'v1.13.0',
    running: false,
  },
  {
    key: 'studio_encoder',
    title: 'Studio encoder',
    type: 'input',
    ip: '10.8.0.31',
    channel: 'studio_1',
    version: latestDemoVersion,
    running: true,
  },
  {
    key: 'output_tv_sport',
    title: 'Output TV Sport',
    type: 'output',
    ip: '10.8.0.40',
    channel: 'tv_sport_hd',
    version: 'v1.13.0',
    running: true,
  },
  {
    key: 'dev_output',
    title: 'Dev output',
    type: 'output',
    ip: '10.8.0.80',
    channel: 'web_sport',
    version: 'dev-3c9e1f2',
    running: true,
    meta: { is_developer: true },
  },
  {
    key: 'headend_hel',
    title: 'Head-end Helsinki',
    type: 'headend',
    ip: '172.16.4.41',
    channel: 'tv_sport_hd',
    version: 'v2.0.0-rc1',
    running: true,
    meta: { http_port: 8090 },
  },
  {
    key: 'transcoder_1',
    title: 'Transcoder 1',
    type: 'transcoder',
    ip: '172.16.5.52',
    channel: 'tv_sport_hd',
    version: latestDemoVersion,
    running: true,
    meta: { transcoder: true, events: [transcodingEvent] },
    extra: {
      streamer_update_info: {
        timestamp: time.now - 2 * day,
        status: 'ok',
        messages: [`Downloaded ${latestDemoVersion}`, 'Restarted'],
      },
    },
  },
  {
    key: 'transcoder_2',
    title: 'Transcoder 2',
    type: 'transcoder',
    ip: '172.16.5.53',
    version: 'v1.13.0',
    running: false,
    meta: { transcoder: true, events: [] },
  },
  { key: 'clipper_1', title: 'Clipper 1', type: 'clipper', ip: '172.16.5.55', running: true },
  {
    key: 'videohub',
    title: 'Videohub OB van',
    type: 'external_device',
    ip: '192.168.10.70',
    meta: { device_config: { type: 'videohub', port: 9990 } },
  },
  {
    key: 'teranex',
    title: 'Teranex converter',
    type: 'external_device',
    ip: '192.168.10.72',
    meta: { device_config: { type: 'teranex', port: 9800 } },
  },
  {
    key: 'pdu',
    title: 'PDU rack 1',
    type: 'external_device',
    ip: '192.168.10.71',
    meta: { device_config: { type: 'pdu' }, relay_names: ['Encoder A', 'Encoder B', 'Router', 'Spare'] },
  },
  {
    key: 'media_server',
    title: 'Media server',
    type: 'mediamtx',
    ip: '172.16.6.60',
    version: 'v1.9.3',
    running: true,
    meta: { http_port: 9997 },
  },
  {
    key: 'old_backpack',
    title: 'Backpack 03 (retired)',
    type: 'input',
    ip: '10.8.0.3',
    version: 'v1.9.0',
    running: false,
    state: 'archived',
    extra: {
      streamer_update_info: {
        timestamp: time.now - 90 * day,
        status: 'failed',
        messages: ['Download failed: disk full'],
      },
    },
  },
];

const instanceRow = (
  { key, title, type, ip, channel, version, running, meta, extra, state }: InstancePlan,
  time: DemoTime,
): SeedRow => ({
  uuid: instanceUuid(key),
  state,
  insertedAt: time.at(-40 * day),
  updatedAt: time.at(-hour),
  body: {
    title,
    type,
    token: demoToken(key),
    meta: {
      ip,
      http_port: 8080,
      https_port: 8070,
      ...(version ? { version } : {}),
      ...(channel ? { channel: channelUuid(channel), preview: livePlaylistPath(channelUuid(channel)) } : {}),
      ...meta,
    },
    ...(running === undefined ? {} : { streamer_state: running ? 'running' : 'stopped' }),
    ...(version ? { streamer_version: version } : {}),
    ...extra,
  },
});

export const seedInstances = async (tx: Sql, time: DemoTime, transcodingEvent: string): Promise<InstanceRefs> => {
  const uuids = await insertRows(
    tx,
    'instances',
    plans(time, transcodingEvent).map((plan) => instanceRow(plan, time)),
  );
  return {
    ids: Object.fromEntries(instanceKeys.map((key) => [key, idOf(uuids, instanceUuid(key))])) as Record<
      InstanceKey,
      number
    >,
  };
};
