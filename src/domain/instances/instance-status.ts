// Live statistics of one instance, pushed on instances:status:{id} about once a second (spec 1 §2.7, spec 2 §3).
import type { ExternalDeviceStatus } from './external-device';
import type { MediaServerStream } from './media-server';

export interface MemoryStatus {
  /** Bytes. */
  readonly total: number;
  readonly used: number;
}

export interface DiskStatus {
  readonly mount: string;
  /** Bytes. */
  readonly total: number;
  readonly used: number;
}

export interface BatteryStatus {
  readonly percent: number;
  /** As the OS names it: 'Charging', 'Full', 'Unplugged', 'Unknown'. */
  readonly state: string;
}

export interface TemperatureStatus {
  /** Thermal state as the OS names it: 'Nominal', 'Fair', 'Serious', 'Critical'. */
  readonly state: string;
  readonly celsius?: number;
}

export type NetworkInterfaceType = 'wifi' | 'wired' | 'cellular' | 'other';

export interface NetworkInterface {
  readonly name: string;
  readonly type: NetworkInterfaceType;
  readonly ip?: string;
  readonly up: boolean;
  /** Bits per second. */
  readonly rx_rate?: number;
  readonly tx_rate?: number;
  readonly default?: boolean;
  /** Wifi network or cellular operator. */
  readonly network_name?: string;
  /** Signal strength, percent. */
  readonly signal?: number;
}

export interface ProcessInfo {
  /** Open broadcaster processes (root and developer see it). */
  readonly broadcaster_count?: number;
  readonly total?: number;
  /** Seconds. */
  readonly uptime?: number;
}

export interface SystemStatus {
  /** Operating system family, e.g. 'linux', 'darwin'. */
  readonly type?: string;
  /** Load averages over 1, 5 and 15 minutes. */
  readonly load?: readonly number[];
  /** Usage per core, percent. */
  readonly cpu?: readonly number[];
  readonly memory?: MemoryStatus;
  readonly disks?: readonly DiskStatus[];
  readonly battery?: BatteryStatus;
  readonly temperature?: TemperatureStatus;
  readonly network?: readonly NetworkInterface[];
  readonly process_info?: ProcessInfo;
}

/** RTMP, SRT or SRTLA ingest/egress state. */
export interface TransportState {
  readonly state: string;
  /** Kilobits per second. */
  readonly bitrate?: number;
  /** Milliseconds. */
  readonly rtt?: number;
  readonly latency?: number;
  readonly packets_lost?: number;
  readonly connections?: number;
}

export interface InputRouter {
  readonly name: string;
  readonly state: string;
  readonly source?: string;
  readonly destination?: string;
  readonly bitrate?: number;
}

export interface StreamerOutput {
  readonly name: string;
  readonly state: string;
  readonly type?: string;
  readonly url?: string;
  readonly bitrate?: number;
}

export interface EncoderModule {
  readonly type: 'encoder';
  readonly name: string;
  /** Kilobits per second; the bitrate edit sets it by encoder name. */
  readonly bitrate: number;
  readonly codec?: string;
  readonly width?: number;
  readonly height?: number;
  readonly fps?: number;
}

export interface NetworkMeasurement {
  readonly interface: string;
  readonly rtt?: number;
  /** Kilobits per second. */
  readonly bandwidth?: number;
  /** Percent. */
  readonly packet_loss?: number;
}

export interface NetworkMonitorModule {
  readonly type: 'network_monitor';
  readonly name: string;
  readonly measurements: readonly NetworkMeasurement[];
}

export type StreamerModule = EncoderModule | NetworkMonitorModule;

/** Where the instance runs: shown on the info card (SSH password for admins). */
export interface InstanceHost {
  readonly hostname?: string;
  readonly ip?: string;
  readonly public_ip?: string;
  readonly ssh_port?: number;
  readonly ssh_user?: string;
  readonly ssh_password?: string;
  readonly vnc_port?: number;
}

export interface InstanceStatus {
  readonly system?: SystemStatus;
  readonly rtmp_state?: TransportState;
  readonly srt_state?: TransportState;
  readonly srtla_state?: TransportState;
  readonly input_routers?: readonly InputRouter[];
  readonly outputs?: readonly StreamerOutput[];
  readonly streamer_module?: readonly StreamerModule[];
  /** External devices (video routers, converters, power-relay units). */
  readonly external_device?: ExternalDeviceStatus;
  /** Media server (mediamtx) instances: their streams. */
  readonly media_server?: readonly MediaServerStream[];
  readonly host?: InstanceHost;
  /** The text messages the streamer received (control `instance` type streamer), newest last. */
  readonly streamer_messages?: readonly StreamerMessage[];
}

/** One text message a streamer received (spec 1 §7.2 `streamer` (message)): when, and what. */
export interface StreamerMessage {
  /** Unix seconds. */
  readonly timestamp: number;
  readonly text: string;
}

/** How many received messages a streamer reports, and the longest message it takes (docs/protocol/control.md). */
export const streamerMessageLimits = { kept: 10, maxLength: 500 } as const;

/** The tun0 interface (the VPN) is highlighted in the network table (spec 1 §2.7). */
export const isHighlightedInterface = (network: Pick<NetworkInterface, 'name'>): boolean => network.name === 'tun0';

export const encoderModules = (status: InstanceStatus): EncoderModule[] =>
  (status.streamer_module ?? []).filter((module): module is EncoderModule => module.type === 'encoder');

export const networkMonitorModules = (status: InstanceStatus): NetworkMonitorModule[] =>
  (status.streamer_module ?? []).filter((module): module is NetworkMonitorModule => module.type === 'network_monitor');
