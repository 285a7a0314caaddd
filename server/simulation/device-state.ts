import { randomUUID } from 'node:crypto';
import { ownProperty } from '../protocol/own-property';
import type { DeviceCommandRecord, ExternalDeviceStatus, MediaServerStream } from '../../src/domain/instances';
import type { InstanceFacts } from './world-facts';

// External devices (video router, converter, power unit) and the media server, as their status reports them.
// Commands change this state; the next status frame shows the change (docs/protocol/instances.md).

export interface ExternalDeviceState {
  readonly kind: string;
  inputs: { id: number; name: string }[];
  outputs: { id: number; name: string }[];
  routing: Map<number, number>;
  videoInputMode?: string;
  videoOutputMode?: string;
  audioRouting?: Record<string, string>;
  relays: { id: number; state: 'on' | 'off'; name?: string }[];
  /** The last command received, whichever path it came by, with the device's answer. */
  lastCommand?: DeviceCommandRecord;
}

export const createDeviceState = (facts: InstanceFacts): ExternalDeviceState => {
  const kind = facts.deviceType ?? 'videohub';
  if (kind === 'pdu') {
    const names = facts.relayNames.length > 0 ? facts.relayNames : ['Relay 1', 'Relay 2', 'Relay 3', 'Relay 4'];
    return {
      kind,
      inputs: [],
      outputs: [],
      routing: new Map(),
      relays: names.map((name, index) => ({ id: index + 1, state: index === names.length - 1 ? 'off' : 'on', name })),
    };
  }
  if (kind === 'teranex') {
    return {
      kind,
      inputs: [],
      outputs: [],
      routing: new Map(),
      relays: [],
      videoInputMode: '1080p50',
      videoOutputMode: '1080i50',
      audioRouting: Object.fromEntries(
        Array.from({ length: 8 }, (_, index) => [`AudioOut${index}`, `AudioIn${index + 1}`]),
      ),
    };
  }
  const inputs = ['CAM 1', 'CAM 2', 'CAM 3', 'Replay', 'Graphics', 'Studio', 'Bars', 'Black'].map((name, index) => ({
    id: index + 1,
    name,
  }));
  const outputs = ['PGM', 'Encoder A', 'Encoder B', 'Monitor wall'].map((name, index) => ({ id: index + 1, name }));
  return {
    kind,
    inputs,
    outputs,
    routing: new Map(outputs.map((output, index) => [output.id, (index % inputs.length) + 1])),
    relays: [],
  };
};

export const deviceStatus = (state: ExternalDeviceState): ExternalDeviceStatus => ({
  ...kindStatus(state),
  ...(state.lastCommand ? { last_command: state.lastCommand } : {}),
});

const kindStatus = (state: ExternalDeviceState): ExternalDeviceStatus => {
  if (state.kind === 'pdu') return { relays: state.relays.map((relay) => ({ ...relay })) };
  if (state.kind === 'teranex')
    return {
      video_input_mode: state.videoInputMode,
      video_output_mode: state.videoOutputMode,
      audio_routing: { ...state.audioRouting },
    };
  return {
    inputs: state.inputs,
    outputs: state.outputs,
    routing: [...state.routing].map(([out_id, in_id]) => ({ out_id, in_id })),
  };
};

export interface MediaServerState {
  streams: Map<string, MediaServerStream>;
  /** Bytes counters move each second. */
  readonly rates: Map<string, number>;
}

const publisher = (name: string, ip: string): MediaServerStream => ({
  name,
  confName: 'all_others',
  ready: true,
  source: {
    type: 'srtConn',
    id: randomUUID(),
    remoteAddr: `${ip}:${40000 + ((name.length * 977) % 20000)}`,
    state: 'publish',
    bytesReceived: 1_000_000,
  },
  readers: [{ type: 'hlsMuxer', state: 'read', bytesSent: 500_000 }],
  tracks: ['H264', 'MPEG-4 Audio'],
});

export const createMediaServerState = (channelNames: readonly string[]): MediaServerState => {
  const streams = new Map<string, MediaServerStream>();
  channelNames.slice(0, 3).forEach((name, index) => streams.set(name, publisher(name, `85.76.14.${20 + index}`)));
  streams.set('partner_feed', {
    name: 'partner_feed',
    confName: 'partner_feed',
    ready: true,
    source: {
      type: 'rtspSource',
      url: 'rtsp://partner.example.org/feed',
      pull: true,
      state: 'running',
      bytesReceived: 2_000_000,
    },
    readers: [
      { type: 'webRTCSession', id: randomUUID(), remoteAddr: '91.152.3.7:61000', state: 'read', bytesSent: 400_000 },
    ],
    tracks: ['H264'],
  });
  return { streams, rates: new Map() };
};

/** Counters grow with the stream's bitrate (≈ 6 Mbit/s in, a reader's share out). */
export const driftMediaServer = (state: MediaServerState): void => {
  for (const [name, stream] of state.streams) {
    if (!stream.ready || !stream.source) continue;
    const rate = state.rates.get(name) ?? 750_000;
    state.streams.set(name, {
      ...stream,
      source: { ...stream.source, bytesReceived: (stream.source.bytesReceived ?? 0) + rate },
      readers: stream.readers.map((reader) => ({ ...reader, bytesSent: (reader.bytesSent ?? 0) + rate })),
    });
  }
};

const pullSourceTypes: Readonly<Record<string, string>> = {
  rtsp: 'rtspSource',
  rtsps: 'rtspSource',
  rtmp: 'rtmpSource',
  srt: 'srtSource',
  http: 'hlsSource',
  https: 'hlsSource',
};

/** The pull source type mediamtx reports for a URL scheme. */
export const pullSourceType = (url: string): string => {
  const scheme = url.slice(0, url.indexOf(':')).toLowerCase();
  return ownProperty(pullSourceTypes, scheme) ?? 'rtspSource';
};
