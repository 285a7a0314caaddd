import type {
  InstanceHost,
  InstanceStatus,
  StreamerModule,
  SystemStatus,
  TemperatureStatus,
} from '../../src/domain/instances';
import { roundTo } from './random';
import type { StatsState } from './stats-state';
import type { InstanceFacts } from './world-facts';

const temperature = (celsius: number): TemperatureStatus => ({
  state: celsius < 60 ? 'Nominal' : celsius < 75 ? 'Fair' : celsius < 88 ? 'Serious' : 'Critical',
  celsius: roundTo(celsius, 1),
});

export const systemStatus = (state: StatsState): SystemStatus => ({
  type: state.os,
  load: state.load,
  cpu: state.cpu.map((core) => roundTo(core, 1)),
  memory: { total: state.memoryTotal, used: Math.round(state.memoryUsed) },
  disks: state.disks.map((disk) => ({ mount: disk.mount, total: disk.total, used: Math.round(disk.used) })),
  ...(state.battery
    ? {
        battery: {
          percent: Math.round(state.battery.percent),
          state: state.battery.charging ? (state.battery.percent >= 100 ? 'Full' : 'Charging') : 'Unplugged',
        },
      }
    : {}),
  temperature: temperature(state.celsius),
  network: state.network.map((face) => ({
    name: face.name,
    type: face.type,
    ip: face.ip,
    up: face.up,
    rx_rate: face.up ? face.rx : 0,
    tx_rate: face.up ? face.tx : 0,
    default: face.isDefault,
    ...(face.networkName !== undefined ? { network_name: face.networkName } : {}),
    ...(face.signal !== undefined ? { signal: face.up ? face.signal : 0 } : {}),
  })),
  process_info: { broadcaster_count: state.broadcasters, total: state.processes, uptime: state.uptime },
});

const streamerModules = (state: StatsState, facts: InstanceFacts): StreamerModule[] => {
  const encoders: StreamerModule[] = state.encoders.map((encoder) => ({
    type: 'encoder',
    name: encoder.name,
    bitrate: encoder.bitrate,
    codec: encoder.codec,
    width: encoder.width,
    height: encoder.height,
    fps: encoder.fps,
  }));
  if (facts.type !== 'input') return encoders;
  const bonded = state.network.filter((face) => face.up && face.type !== 'other');
  const measurements = bonded.map((face) => ({
    interface: face.name,
    rtt: Math.round(state.rtt * (face.type === 'cellular' ? 1.6 : 0.6)),
    bandwidth: Math.round(face.tx / 1000),
    packet_loss: face.type === 'cellular' ? roundTo((100 - (face.signal ?? 60)) / 80, 1) : 0,
  }));
  return [...encoders, { type: 'network_monitor', name: 'bonding', measurements }];
};

const streamerParts = (state: StatsState, facts: InstanceFacts, running: boolean): InstanceStatus => {
  const sending = state.encoders.reduce((sum, encoder) => sum + encoder.bitrate, 0);
  const link = (name: string) =>
    running
      ? {
          state: 'connected',
          bitrate: sending,
          rtt: Math.round(state.rtt),
          latency: 1500,
          packets_lost: state.packetsLost,
        }
      : { state: name };
  switch (facts.type) {
    case 'input':
      return {
        rtmp_state: { state: 'idle' },
        srt_state: link('idle'),
        srtla_state: running
          ? {
              state: 'connected',
              bitrate: sending,
              rtt: Math.round(state.rtt * 1.2),
              connections: state.network.filter((face) => face.up && face.type !== 'other').length,
            }
          : { state: 'idle' },
        input_routers: [
          {
            name: 'cam1',
            state: running ? 'running' : 'stopped',
            source: 'sdi1',
            destination: 'encoder_main',
            bitrate: running ? 12_000 : 0,
          },
        ],
        outputs: [
          {
            name: 'main',
            type: 'srtla',
            state: running ? 'streaming' : 'stopped',
            url: 'srtla://ingest.studio.local:5000',
            bitrate: sending,
          },
          { name: 'record', type: 'file', state: running ? 'recording' : 'stopped' },
        ],
        streamer_module: streamerModules(state, facts),
      };
    case 'headend':
      return {
        srt_state: { state: 'listening', connections: running ? 4 : 0 },
        outputs: [
          { name: 'dvb-mux-1', type: 'headend', state: running ? 'running' : 'stopped', bitrate: running ? 14_000 : 0 },
        ],
      };
    case 'output':
    case 'transcoder':
      return {
        rtmp_state: running ? { state: 'publishing', bitrate: sending } : { state: 'idle' },
        srt_state: link('listening'),
        outputs: [
          {
            name: 'hls',
            type: 'hls',
            state: running ? 'running' : 'stopped',
            url: 'https://cdn.studio.local/live/index.m3u8',
            bitrate: sending,
          },
        ],
        streamer_module: streamerModules(state, facts),
      };
    default:
      return {};
  }
};

export const hostData = (state: StatsState, facts: InstanceFacts): InstanceHost => ({
  hostname: state.hostname,
  ...(facts.ip ? { ip: facts.ip } : {}),
  public_ip: `85.76.${facts.id % 250}.${(facts.id * 7) % 250}`,
  ssh_port: 22,
  ssh_user: 'streamer',
  ssh_password: state.sshPassword,
  vnc_port: 5900,
});

/** The status of a streamer-type instance (everything but external devices): system, transports, modules, host. */
export const streamerStatus = (state: StatsState, facts: InstanceFacts, running: boolean): InstanceStatus => ({
  system: systemStatus(state),
  ...streamerParts(state, facts, running),
  host: hostData(state, facts),
  ...(state.messages.length > 0 ? { streamer_messages: state.messages.map((message) => ({ ...message })) } : {}),
});
