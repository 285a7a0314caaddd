import * as t from 'io-ts';
import type {
  BatteryStatus,
  DiskStatus,
  MemoryStatus,
  NetworkInterface,
  ProcessInfo,
  SystemStatus,
  TemperatureStatus,
} from '../../../domain/instances';
import { finite, listOf, oneOf, optional, shape } from '../kit';

const MemoryStatusCodec: t.Type<MemoryStatus, unknown, unknown> = shape({ total: finite, used: finite });
const DiskStatusCodec: t.Type<DiskStatus, unknown, unknown> = shape({ mount: t.string, total: finite, used: finite });
const BatteryStatusCodec: t.Type<BatteryStatus, unknown, unknown> = shape({ percent: finite, state: t.string });
const TemperatureStatusCodec: t.Type<TemperatureStatus, unknown, unknown> = shape(
  { state: t.string },
  { celsius: optional(finite) },
);

const NetworkInterfaceCodec: t.Type<NetworkInterface, unknown, unknown> = shape(
  { name: t.string, type: oneOf(['wifi', 'wired', 'cellular', 'other']), up: t.boolean },
  {
    ip: optional(t.string),
    rx_rate: optional(finite),
    tx_rate: optional(finite),
    default: optional(t.boolean),
    network_name: optional(t.string),
    signal: optional(finite),
  },
);

const ProcessInfoCodec: t.Type<ProcessInfo, unknown, unknown> = shape(
  {},
  {
    broadcaster_count: optional(finite),
    total: optional(finite),
    uptime: optional(finite),
  },
);

export const SystemStatusCodec: t.Type<SystemStatus, unknown, unknown> = shape(
  {},
  {
    type: optional(t.string),
    load: optional(listOf(finite)),
    cpu: optional(listOf(finite)),
    memory: optional(MemoryStatusCodec),
    disks: optional(listOf(DiskStatusCodec)),
    battery: optional(BatteryStatusCodec),
    temperature: optional(TemperatureStatusCodec),
    network: optional(listOf(NetworkInterfaceCodec)),
    process_info: optional(ProcessInfoCodec),
  },
);
