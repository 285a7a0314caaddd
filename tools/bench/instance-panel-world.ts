// A busy instance's status frame for the panel benchmark (issue 13): 32 cores, 8 encoders, 10 interfaces,
// every other part of the panel filled; values drift frame by frame so every figure changes.

const wave = (frame: number, index: number, low: number, high: number): number =>
  low + ((Math.sin(frame / 3 + index) + 1) / 2) * (high - low);

export const busyStatus = (frame: number): Record<string, unknown> => ({
  system: {
    type: 'linux',
    load: [wave(frame, 0, 1, 8), wave(frame, 1, 1, 8), wave(frame, 2, 1, 8)],
    cpu: Array.from({ length: 32 }, (_, core) => wave(frame, core, 5, 95)),
    memory: { total: 64e9, used: wave(frame, 3, 20e9, 60e9) },
    disks: [
      { mount: '/', total: 500e9, used: wave(frame, 4, 100e9, 480e9) },
      { mount: '/rec', total: 2000e9, used: wave(frame, 5, 100e9, 1900e9) },
    ],
    battery: { percent: wave(frame, 6, 10, 100), state: frame % 2 === 0 ? 'Charging' : 'Unplugged' },
    temperature: { state: 'Nominal', celsius: wave(frame, 7, 40, 70) },
    network: Array.from({ length: 10 }, (_, index) => ({
      name: index === 9 ? 'tun0' : `eth${index}`,
      type: index < 4 ? 'wired' : index < 7 ? 'cellular' : index < 9 ? 'wifi' : 'other',
      ip: `10.0.${index}.7`,
      up: true,
      rx_rate: wave(frame, index, 1e5, 5e7),
      tx_rate: wave(frame, index + 1, 1e5, 5e7),
      default: index === 0,
      signal: wave(frame, index, 20, 100),
    })),
    process_info: { broadcaster_count: Math.round(wave(frame, 8, 15000, 35000)), total: 640, uptime: 86400 + frame },
  },
  rtmp_state: { state: 'connected', bitrate: wave(frame, 9, 4000, 9000), rtt: 30 },
  srt_state: { state: 'connected', bitrate: wave(frame, 10, 4000, 9000), rtt: 40, latency: 1500, packets_lost: frame },
  srtla_state: { state: 'connected', bitrate: wave(frame, 11, 4000, 9000), connections: 4 },
  input_routers: [{ name: 'cam1', state: 'running', source: 'sdi1', destination: 'encoder_0', bitrate: 12000 }],
  outputs: Array.from({ length: 8 }, (_, index) => ({
    name: `out${index}`,
    state: 'streaming',
    type: 'srt',
    url: `srt://ingest:${5000 + index}`,
    bitrate: wave(frame, index, 1000, 9000),
  })),
  streamer_module: [
    ...Array.from({ length: 8 }, (_, index) => ({
      type: 'encoder',
      name: `encoder_${index}`,
      bitrate: wave(frame, index, 1000, 9000),
      codec: 'h264',
      width: 1920,
      height: 1080,
      fps: 50,
    })),
    {
      type: 'network_monitor',
      name: 'bonding',
      measurements: Array.from({ length: 4 }, (_, index) => ({
        interface: `eth${index}`,
        rtt: wave(frame, index, 10, 80),
        bandwidth: wave(frame, index, 1000, 9000),
        packet_loss: wave(frame, index, 0, 2),
      })),
    },
  ],
  host: { hostname: 'busy-1', ip: '10.8.0.7', ssh_user: 'streamer', ssh_port: 22, ssh_password: 'x', vnc_port: 5900 },
});
