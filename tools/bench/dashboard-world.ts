import { channelsSamples } from '../../test/fixtures/wire/channels.samples';
import { scheduleSamples } from '../../test/fixtures/wire/schedule.samples';
import type { WireSample } from '../../test/fixtures/wire/wire-sample';
import { seededRandom } from './seeded-random';

// A busy dashboard world for the bench: ~200 channels (half inputs, half outputs with two mediaconnect flows
// each), one instance per channel plus a media server, and 2,000 events over the range. Frames keep the
// shapes of the shared wire samples (test/fixtures/wire), only ids, titles and times differ.

export const channelPairs = 100;
const uuid = (kind: number, n: number): string =>
  `${String(kind).padStart(8, '0')}-0000-4000-8000-${String(n).padStart(12, '0')}`;
const inputId = (n: number): number => 1000 + n;
const outputId = (n: number): number => 2000 + n;
const inputUuid = (n: number): string => uuid(1, n);
const outputUuid = (n: number): string => uuid(2, n);
const arns = (n: number): [string, string] => [
  `arn:aws:mediaconnect:eu-north-1:123456789012:flow:1-${n}a:out-${n}-a`,
  `arn:aws:mediaconnect:eu-north-1:123456789012:flow:1-${n}b:out-${n}-b`,
];

const sample = (topic: string, event: string): WireSample => {
  const found = channelsSamples.concat(scheduleSamples).find((s) => s.topic === topic && s.event === event);
  if (!found) throw new Error(`the dashboard bench needs the ${topic} ${event} sample in test/fixtures/wire`);
  return found;
};
const [inputTemplate, outputTemplate] = (
  sample('channels:all', 'init').payload as { channels: Record<string, unknown>[] }
).channels;
const [eventTemplate] = (sample('events:all', 'init').payload as { events: Record<string, unknown>[] }).events;

export const channelsFrame = (): unknown => {
  const channels: unknown[] = [];
  for (let n = 0; n < channelPairs; n += 1) {
    channels.push({ ...inputTemplate, id: inputId(n), uuid: inputUuid(n), name: `input_${n}`, title: `Input ${n}` });
    const meta = { ...(outputTemplate?.meta as object), mediaconnect_arns: arns(n).join(',') };
    channels.push({
      ...outputTemplate,
      id: outputId(n),
      uuid: outputUuid(n),
      name: `output_${n}`,
      title: `Output ${n}`,
      headend_instance: 3000 + n,
      meta,
    });
  }
  return { channels };
};

export const instancesFrame = (): unknown => {
  const instances: unknown[] = [
    {
      id: 1,
      title: 'Media server',
      type: 'mediamtx',
      token: 'tok_mm',
      state: 'active',
      meta: { ip: '172.16.6.60', http_port: 9997 },
    },
  ];
  for (let n = 0; n < channelPairs; n += 1) {
    instances.push({
      id: 2000 + n,
      title: `Encoder ${n}`,
      type: 'input',
      token: `tok_i${n}`,
      state: 'active',
      meta: { ip: `10.8.0.${n}`, channel: inputUuid(n) },
    });
    instances.push({
      id: 3000 + n,
      title: `Head-end ${n}`,
      type: 'headend',
      token: `tok_h${n}`,
      state: 'active',
      meta: { ip: `172.16.4.${n}`, channel: outputUuid(n) },
    });
  }
  return { instances };
};

export const eventsPerDay = 250;

/**
 * Events on the channels in turn, 250 a day (one every 345.6 s, two hours long) from `firstDay` for `days`
 * days: the default range of eight days holds 2,000 of them. Stable uuids, so a day shift keeps most rows.
 */
export const eventPool = (firstDay: number, days: number): Record<string, unknown>[] =>
  Array.from({ length: days * eventsPerDay }, (_, i) => {
    const n = i % channelPairs;
    const begin = firstDay + Math.floor((i * 86400) / eventsPerDay);
    return {
      ...eventTemplate,
      uuid: uuid(9, i),
      cached_start_time: begin,
      cached_end_time: begin + 7200,
      publish_start_time: begin - 1800,
      publish_end_time: begin + 9000,
      channel_id: outputId(n),
      title: `Event ${i}`,
      subtitle: `Round ${i % 30}`,
      event_group: { uuid: uuid(8, i), channel_id: inputId(n), start_time: begin, system_meta: { todos: {} } },
    };
  });

/** What events:all answers for a range: the events overlapping it, in pages of `pageSize`. */
export const answerPages = (
  pool: readonly Record<string, unknown>[],
  start: number,
  end: number,
  pageSize: number,
): Record<string, unknown>[][] => {
  const events = pool.filter(
    (event) => (event.cached_end_time as number) >= start && (event.cached_start_time as number) <= end,
  );
  const pages: Record<string, unknown>[][] = [];
  for (let offset = 0; offset < events.length; offset += pageSize) pages.push(events.slice(offset, offset + pageSize));
  return pages;
};

export interface ControlTick {
  readonly frames: readonly { readonly event: string; readonly payload: unknown }[];
}

/**
 * The control topic's frames of each second (spec 1 §7.2): the server timestamp and full snapshots of channel
 * connections, instances and mediaconnect flows. Every tick the buffer figures of every connected channel
 * and the last_seen of every online instance move (as live); a few channels and instances change state and
 * one flow flips: most changes touch rows that are not on screen.
 */
export const controlTicks = (count: number, firstSecond: number, seed: number): ControlTick[] => {
  const random = seededRandom(seed);
  const pick = (): number => Math.floor(random() * channelPairs);
  const inputState = Array.from({ length: channelPairs }, () => 'connected');
  const outputState = Array.from({ length: channelPairs }, () => 'listening');
  const online = Array.from({ length: channelPairs }, () => true);
  const flows = Array.from({ length: channelPairs }, () => 'ACTIVE');
  return Array.from({ length: count }, (_, k) => {
    for (let i = 0; i < 2; i += 1) inputState[pick()] = random() < 0.5 ? 'connected' : 'listening';
    for (let i = 0; i < 2; i += 1) outputState[pick()] = random() < 0.5 ? 'connected' : 'listening';
    online[pick()] = random() < 0.8;
    flows[pick()] = random() < 0.5 ? 'ACTIVE' : 'STANDBY';
    const channels: Record<string, unknown> = {};
    const instances: Record<string, unknown> = {};
    const mediaconnects: Record<string, unknown> = {};
    for (let n = 0; n < channelPairs; n += 1) {
      const length = Math.floor(random() * 200);
      channels[inputUuid(n)] = {
        state: inputState[n],
        info: { buffer_status: { current_length: length, history: [length, length + 3, length + 1] } },
        events: [],
      };
      channels[outputUuid(n)] = {
        state: outputState[n],
        info: { buffer_status: { current_length: 0, history: [] } },
        events: [],
      };
      instances[String(2000 + n)] = online[n]
        ? { online: true, streamer_state: 'running', streamer_version: 'v1.14.2', last_seen: firstSecond + k }
        : { online: false, last_seen: firstSecond - 60 };
      instances[String(3000 + n)] = {
        online: true,
        streamer_state: 'stopped',
        streamer_version: 'v2.0.0',
        last_seen: firstSecond + k,
      };
      const [a, b] = arns(n);
      mediaconnects[a] = { status: flows[n], name: `out-${n}-a` };
      mediaconnects[b] = { status: 'ACTIVE', name: `out-${n}-b` };
    }
    return {
      frames: [
        { event: 'timestamp', payload: { timestamp: firstSecond + k } },
        { event: 'channels', payload: channels },
        { event: 'instances', payload: instances },
        { event: 'mediaconnects', payload: mediaconnects },
      ],
    };
  });
};
