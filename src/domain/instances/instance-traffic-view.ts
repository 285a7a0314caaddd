// The Networks, Encoders and Outputs tabs of the instance panel as rows to draw (spec 1 §2.7).
import { formatBitsPerSecond, formatKbps } from './instance-figures';
import {
  encoderModules,
  isHighlightedInterface,
  networkMonitorModules,
  type InstanceStatus,
  type NetworkInterfaceType,
  type TransportState,
} from './instance-status';
import type { PartsAt } from './instance-stats-view';

export interface InterfaceRow {
  readonly name: string;
  readonly type: NetworkInterfaceType;
  readonly ip: string;
  readonly up: boolean;
  readonly rx: string;
  readonly tx: string;
  readonly isDefault: boolean;
  /** tun0, the VPN (spec 1 §2.7). */
  readonly highlighted: boolean;
  readonly network: string;
  readonly signal: string;
}

export interface MeasurementRow {
  readonly monitor: string;
  readonly interface: string;
  readonly rtt: string;
  readonly bandwidth: string;
  readonly packetLoss: string;
}

export interface NetworksView {
  readonly interfaces: readonly InterfaceRow[];
  readonly measurements: readonly MeasurementRow[];
  readonly interfacesAt?: number;
  readonly measurementsAt?: number;
}

export interface EncoderRow {
  readonly name: string;
  readonly bitrate: string;
  /** The bitrate as the edit field starts (kbps, free text, spec 1 §5). */
  readonly bitrateValue: string;
  readonly format: string;
  /** The history series of its bitrate. */
  readonly series: string;
}

export interface EncodersView {
  readonly encoders: readonly EncoderRow[];
  readonly at?: number;
}

export interface TransportRow {
  readonly name: 'RTMP' | 'SRT' | 'SRTLA';
  readonly series: 'rtmp' | 'srt' | 'srtla';
  readonly state: string;
  readonly figures: readonly string[];
  readonly at?: number;
}

export interface OutputsView {
  readonly outputs: readonly {
    readonly name: string;
    readonly state: string;
    readonly type: string;
    readonly url: string;
    readonly bitrate: string;
  }[];
  readonly outputsAt?: number;
  readonly transports: readonly TransportRow[];
  readonly routers: readonly {
    readonly name: string;
    readonly state: string;
    readonly route: string;
    readonly bitrate: string;
  }[];
  readonly routersAt?: number;
}

const dash = '–';
const optional = <T>(value: T | undefined, format: (value: T) => string): string =>
  value === undefined ? dash : format(value);

export const networksView = (status: InstanceStatus | undefined, partsAt: PartsAt): NetworksView => ({
  interfaces: (status?.system?.network ?? []).map((face) => ({
    name: face.name,
    type: face.type,
    ip: face.ip ?? dash,
    up: face.up,
    rx: optional(face.rx_rate, formatBitsPerSecond),
    tx: optional(face.tx_rate, formatBitsPerSecond),
    isDefault: face.default === true,
    highlighted: isHighlightedInterface(face),
    network: face.network_name ?? dash,
    signal: optional(face.signal, (signal) => `${Math.round(signal)} %`),
  })),
  measurements: (status ? networkMonitorModules(status) : []).flatMap((monitor) =>
    monitor.measurements.map((measurement) => ({
      monitor: monitor.name,
      interface: measurement.interface,
      rtt: optional(measurement.rtt, (rtt) => `${Math.round(rtt)} ms`),
      bandwidth: optional(measurement.bandwidth, formatKbps),
      packetLoss: optional(measurement.packet_loss, (loss) => `${loss.toFixed(1)} %`),
    })),
  ),
  ...(partsAt['system.network'] !== undefined ? { interfacesAt: partsAt['system.network'] } : {}),
  ...(partsAt.streamer_module !== undefined ? { measurementsAt: partsAt.streamer_module } : {}),
});

export const encodersView = (status: InstanceStatus | undefined, partsAt: PartsAt): EncodersView => ({
  encoders: (status ? encoderModules(status) : []).map((encoder) => ({
    name: encoder.name,
    bitrate: formatKbps(encoder.bitrate),
    bitrateValue: String(Math.round(encoder.bitrate)),
    format: [
      encoder.codec,
      encoder.width !== undefined && encoder.height !== undefined ? `${encoder.width}×${encoder.height}` : undefined,
      encoder.fps !== undefined ? `${encoder.fps} fps` : undefined,
    ]
      .filter((part) => part !== undefined)
      .join(' · '),
    series: `encoder:${encoder.name}`,
  })),
  ...(partsAt.streamer_module !== undefined ? { at: partsAt.streamer_module } : {}),
});

const transportFigures = (transport: TransportState): string[] =>
  [
    transport.bitrate !== undefined ? formatKbps(transport.bitrate) : undefined,
    transport.rtt !== undefined ? `RTT ${Math.round(transport.rtt)} ms` : undefined,
    transport.latency !== undefined ? `latency ${Math.round(transport.latency)} ms` : undefined,
    transport.packets_lost !== undefined ? `${transport.packets_lost} lost` : undefined,
    transport.connections !== undefined ? `${transport.connections} connections` : undefined,
  ].filter((figure) => figure !== undefined);

const transports = [
  ['RTMP', 'rtmp', 'rtmp_state'],
  ['SRT', 'srt', 'srt_state'],
  ['SRTLA', 'srtla', 'srtla_state'],
] as const;

export const outputsView = (status: InstanceStatus | undefined, partsAt: PartsAt): OutputsView => ({
  outputs: (status?.outputs ?? []).map((output) => ({
    name: output.name,
    state: output.state,
    type: output.type ?? dash,
    url: output.url ?? dash,
    bitrate: optional(output.bitrate, formatKbps),
  })),
  ...(partsAt.outputs !== undefined ? { outputsAt: partsAt.outputs } : {}),
  transports: transports.flatMap(([name, series, part]) => {
    const transport = status?.[part];
    if (!transport) return [];
    const at = partsAt[part];
    return [{ name, series, state: transport.state, figures: transportFigures(transport), ...(at ? { at } : {}) }];
  }),
  routers: (status?.input_routers ?? []).map((router) => ({
    name: router.name,
    state: router.state,
    route: `${router.source ?? dash} → ${router.destination ?? dash}`,
    bitrate: optional(router.bitrate, formatKbps),
  })),
  ...(partsAt.input_routers !== undefined ? { routersAt: partsAt.input_routers } : {}),
});
