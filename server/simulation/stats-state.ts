import type { StreamerMessage } from '../../src/domain/instances';
import { ownProperty } from '../protocol/own-property';
import type { InstanceFacts } from './world-facts';
import { between, hashSeed, seededRandom, type Random } from './random';

// The live statistics of one simulated instance: what its agent would measure. Created from the instance's
// type the first time it is needed, then drifted a step per second (stats-drift.ts). Held only in memory.

export const gibibyte = 1024 ** 3;

export interface InterfaceState {
  readonly name: string;
  readonly type: 'wifi' | 'wired' | 'cellular' | 'other';
  readonly ip: string;
  readonly networkName?: string;
  up: boolean;
  isDefault: boolean;
  rx: number;
  tx: number;
  signal?: number;
}

export interface EncoderState {
  readonly name: string;
  readonly codec: string;
  readonly width: number;
  readonly height: number;
  readonly fps: number;
  /** kbps asked for (the bitrate command sets it); the measured bitrate wanders around it. */
  target: number;
  bitrate: number;
}

export interface StatsState {
  readonly random: Random;
  readonly os: string;
  readonly hostname: string;
  readonly sshPassword: string;
  cpu: number[];
  /** 1, 5 and 15 minute load averages. */
  load: number[];
  memoryTotal: number;
  memoryUsed: number;
  disks: { readonly mount: string; readonly total: number; used: number }[];
  battery: { percent: number; charging: boolean } | undefined;
  celsius: number;
  network: InterfaceState[];
  encoders: EncoderState[];
  uptime: number;
  broadcasters: number;
  processes: number;
  rtt: number;
  packetsLost: number;
  /** The text messages the streamer received (control `instance` type streamer), newest last. */
  messages: StreamerMessage[];
}

const profiles: Readonly<
  Record<
    string,
    { os: string; cores: number; memory: number; disks: readonly [string, number][]; broadcasters: number }
  >
> = {
  input: {
    os: 'darwin',
    cores: 8,
    memory: 16,
    disks: [
      ['/', 494],
      ['/Volumes/Rec', 1863],
    ],
    broadcasters: 18_000,
  },
  output: { os: 'linux', cores: 8, memory: 32, disks: [['/', 220]], broadcasters: 9_000 },
  headend: { os: 'linux', cores: 12, memory: 64, disks: [['/', 440]], broadcasters: 31_000 },
  transcoder: { os: 'linux', cores: 16, memory: 32, disks: [['/', 100]], broadcasters: 4_000 },
  clipper: {
    os: 'linux',
    cores: 8,
    memory: 32,
    disks: [
      ['/', 200],
      ['/srv/clips', 3725],
    ],
    broadcasters: 2_000,
  },
  mediamtx: { os: 'linux', cores: 4, memory: 8, disks: [['/', 80]], broadcasters: 6_000 },
};

const encodersFor = (type: string): EncoderState[] => {
  const encoder = (name: string, target: number, width: number, height: number, fps: number): EncoderState => ({
    name,
    codec: 'h264',
    width,
    height,
    fps,
    target,
    bitrate: target,
  });
  if (type === 'input')
    return [encoder('encoder_main', 8000, 1920, 1080, 50), encoder('encoder_proxy', 1200, 640, 360, 25)];
  if (type === 'output') return [encoder('encoder_program', 6000, 1920, 1080, 50)];
  if (type === 'transcoder')
    return [
      encoder('hd1080', 6000, 1920, 1080, 50),
      encoder('hd720', 3500, 1280, 720, 50),
      encoder('sd540', 1800, 960, 540, 25),
    ];
  return [];
};

const octet = (random: Random): number => between(random, 2, 250);

const networkFor = (type: string, ip: string, random: Random): InterfaceState[] => {
  const wired = (name: string, address: string, isDefault: boolean): InterfaceState => ({
    name,
    type: 'wired',
    ip: address,
    up: true,
    isDefault,
    rx: 1_000_000,
    tx: 8_000_000,
  });
  const vpn: InterfaceState = { name: 'tun0', type: 'other', ip, up: true, isDefault: false, rx: 12_000, tx: 8_000 };
  if (type === 'input') {
    return [
      wired('en0', `192.168.1.${octet(random)}`, true),
      {
        name: 'en1',
        type: 'wifi',
        ip: `192.168.50.${octet(random)}`,
        networkName: 'Arena-Media',
        up: true,
        isDefault: false,
        rx: 300_000,
        tx: 2_000_000,
        signal: 70,
      },
      {
        name: 'usb0',
        type: 'cellular',
        ip: `100.72.${octet(random)}.${octet(random)}`,
        networkName: 'Elisa',
        up: true,
        isDefault: false,
        rx: 180_000,
        tx: 3_400_000,
        signal: 58,
      },
      {
        name: 'usb1',
        type: 'cellular',
        ip: `100.81.${octet(random)}.${octet(random)}`,
        networkName: 'Telia',
        up: random() < 0.7,
        isDefault: false,
        rx: 90_000,
        tx: 2_100_000,
        signal: 44,
      },
      vpn,
    ];
  }
  return [wired('eno1', ip, true), vpn];
};

/** A fresh state for an instance, seeded by its id so each instance keeps its own character over restarts. */
export const createStatsState = (
  facts: InstanceFacts,
  random: Random = seededRandom(hashSeed(`instance:${facts.id}`)),
): StatsState => {
  const profile = ownProperty(profiles, facts.type) ?? profiles.output;
  const ip = facts.ip ?? `10.8.0.${facts.id % 250}`;
  const memoryTotal = (profile?.memory ?? 8) * gibibyte;
  return {
    random,
    os: profile?.os ?? 'linux',
    hostname: `${facts.type}-${facts.id}.studio.local`,
    sshPassword: Array.from({ length: 12 }, () =>
      'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789'.charAt(between(random, 0, 54)),
    ).join(''),
    cpu: Array.from({ length: profile?.cores ?? 4 }, () => 10 + random() * 30),
    load: [],
    memoryTotal,
    memoryUsed: memoryTotal * (0.35 + random() * 0.3),
    disks: (profile?.disks ?? [['/', 100]]).map(([mount, size]) => ({
      mount,
      total: size * gibibyte,
      used: size * gibibyte * (0.3 + random() * 0.55),
    })),
    battery: facts.type === 'input' ? { percent: 55 + random() * 45, charging: random() < 0.4 } : undefined,
    celsius: 45 + random() * 15,
    network: networkFor(facts.type, ip, random),
    encoders: encodersFor(facts.type),
    uptime: between(random, 3_600, 3_000_000),
    broadcasters: (profile?.broadcasters ?? 5_000) + between(random, 0, 1_500),
    processes: between(random, 250, 900),
    rtt: 25 + random() * 30,
    packetsLost: between(random, 0, 20),
    messages: [],
  };
};
