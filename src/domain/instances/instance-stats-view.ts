// The Stats tab of the instance panel as figures to draw (spec 1 §2.7, §9): each figure with its text, its
// colour by the spec's thresholds and when it last arrived (per-figure staleness, issue 13).
import type { StreamerUpdateInfo } from './instance';
import { formatBytes, formatPercent, formatUptime } from './instance-figures';
import { cpuSummary, diskPercent, formatCpu, formatLoad, memoryPercent } from './instance-gauges';
import type { InstanceStatus } from './instance-status';
import type { StatusPart } from './instance-status-parts';
import {
  batteryColour,
  batteryIcon,
  cpuColour,
  diskColour,
  memoryColour,
  processCountColour,
  temperatureColour,
  type BatteryIconStep,
  type CountColour,
  type GaugeColour,
} from './gauge-colours';
import type { StreamerFacts } from './instances.projection';
import { streamerStateLabel, versionColour, type StreamerStateLabel, type VersionColour } from './streamer-version';

export type PartsAt = Readonly<Partial<Record<StatusPart, number>>>;

export interface Gauge {
  /** 0–100, for the bar. */
  readonly percent: number;
  readonly text: string;
  readonly colour: GaugeColour;
}

export interface StreamerView {
  readonly state: StreamerStateLabel;
  readonly version?: string;
  readonly versionColour: VersionColour;
  readonly update?: StreamerUpdateInfo;
}

export interface StatsView {
  readonly streamer: StreamerView;
  readonly load?: { readonly values: readonly string[]; readonly at?: number };
  readonly cpu?: {
    readonly cores: readonly Gauge[];
    readonly average: Gauge;
    readonly max: Gauge;
    readonly at?: number;
  };
  readonly memory?: Gauge & { readonly detail: string; readonly at?: number };
  readonly disks?: {
    readonly list: readonly (Gauge & { readonly mount: string; readonly detail: string })[];
    readonly at?: number;
  };
  readonly battery?: {
    readonly percent: number;
    readonly text: string;
    readonly colour: GaugeColour;
    readonly icon: BatteryIconStep;
    readonly state: string;
    /** 'Charging' and 'Full' are success (spec 1 §9). */
    readonly stateColour?: GaugeColour;
    readonly at?: number;
  };
  readonly temperature?: {
    readonly state: string;
    readonly celsius?: string;
    readonly colour: GaugeColour;
    readonly at?: number;
  };
  readonly processes?: {
    /** Only for root and developer (spec 1 §6). */
    readonly broadcaster?: { readonly text: string; readonly colour: CountColour };
    readonly total?: string;
    readonly uptime?: string;
    readonly at?: number;
  };
  readonly os?: string;
}

const gauge = (percent: number, colour: (value: number) => GaugeColour, text = formatPercent(percent)): Gauge => ({
  percent: Math.max(0, Math.min(100, percent)),
  text,
  colour: colour(percent),
});

/** A CPU figure: 1 decimal, coloured by the CPU thresholds. */
export const cpuGauge = (percent: number): Gauge => gauge(percent, cpuColour, `${formatCpu(percent)} %`);

export const streamerView = (facts: StreamerFacts, latest: string | undefined): StreamerView => ({
  state: streamerStateLabel(facts.state),
  ...(facts.version !== undefined && facts.version !== '' ? { version: facts.version } : {}),
  versionColour: versionColour(facts.version, latest),
  ...(facts.updateInfo ? { update: facts.updateInfo } : {}),
});

/** The Stats tab: streamer, load (2 decimals), CPU (1 decimal), memory, disks, battery, temperature, processes. */
export const statsView = (
  status: InstanceStatus | undefined,
  partsAt: PartsAt,
  streamer: StreamerView,
  seesBroadcasterCount: boolean,
): StatsView => {
  const system = status?.system;
  const cpu = cpuSummary(system?.cpu);
  const at = (part: StatusPart): { at?: number } => (partsAt[part] !== undefined ? { at: partsAt[part] } : {});
  const battery = system?.battery;
  const temperature = system?.temperature;
  const processes = system?.process_info;
  return {
    streamer,
    ...(system?.type ? { os: system.type } : {}),
    ...(system?.load ? { load: { values: system.load.map(formatLoad), ...at('system.load') } } : {}),
    ...(cpu && system?.cpu
      ? {
          cpu: {
            cores: system.cpu.map(cpuGauge),
            average: cpuGauge(cpu.average),
            max: cpuGauge(cpu.max),
            ...at('system.cpu'),
          },
        }
      : {}),
    ...(system?.memory
      ? {
          memory: {
            ...gauge(memoryPercent(system.memory), memoryColour),
            detail: `${formatBytes(system.memory.used)} of ${formatBytes(system.memory.total)}`,
            ...at('system.memory'),
          },
        }
      : {}),
    ...(system?.disks
      ? {
          disks: {
            list: system.disks.map((disk) => ({
              ...gauge(diskPercent(disk), diskColour),
              mount: disk.mount,
              detail: `${formatBytes(disk.used)} of ${formatBytes(disk.total)}`,
            })),
            ...at('system.disks'),
          },
        }
      : {}),
    ...(battery
      ? {
          battery: {
            percent: battery.percent,
            text: `${Math.round(battery.percent)} %`,
            colour: batteryColour(battery.percent, battery.state),
            icon: batteryIcon(battery.percent),
            state: battery.state,
            ...(battery.state === 'Charging' || battery.state === 'Full' ? { stateColour: 'success' as const } : {}),
            ...at('system.battery'),
          },
        }
      : {}),
    ...(temperature
      ? {
          temperature: {
            state: temperature.state,
            ...(temperature.celsius !== undefined ? { celsius: `${temperature.celsius.toFixed(1)} °C` } : {}),
            colour: temperatureColour(temperature.state),
            ...at('system.temperature'),
          },
        }
      : {}),
    ...(processes
      ? {
          processes: {
            ...(seesBroadcasterCount && processes.broadcaster_count !== undefined
              ? {
                  broadcaster: {
                    text: String(processes.broadcaster_count),
                    colour: processCountColour(processes.broadcaster_count),
                  },
                }
              : {}),
            ...(processes.total !== undefined ? { total: String(processes.total) } : {}),
            ...(processes.uptime !== undefined ? { uptime: formatUptime(processes.uptime) } : {}),
            ...at('system.process_info'),
          },
        }
      : {}),
  };
};
