import * as t from 'io-ts';
import type {
  BatteryStatus, DiskStatus, MemoryStatus, NetworkInterface, ProcessInfo, SystemStatus, TemperatureStatus,
} from '../../../domain/instances';
import { finite, listOf, oneOf, optional } from '../kit';

const MemoryStatusCodec: t.Type<MemoryStatus, unknown, unknown> = t.type({ total: finite, used: finite });
const DiskStatusCodec: t.Type<DiskStatus, unknown, unknown> = t.type({ mount: t.string, total: finite, used: finite });
const BatteryStatusCodec: t.Type<BatteryStatus, unknown, unknown> = t.type({ percent: finite, state: t.string });
const TemperatureStatusCodec: t.Type<TemperatureStatus, unknown, unknown> = t.intersection([
  t.type({ state: t.string }),
  t.partial({ celsius: optional(finite) }),
]);

const NetworkInterfaceCodec: t.Type<NetworkInterface, unknown, unknown> = t.intersection([
  t.type({ name: t.string, type: oneOf(['wifi', 'wired', 'cellular', 'other']), up: t.boolean }),
  t.partial({
    ip: optional(t.string),
    rx_rate: optional(finite),
    tx_rate: optional(finite),
    default: optional(t.boolean),
    network_name: optional(t.string),
    signal: optional(finite),
  }),
]);

const ProcessInfoCodec: t.Type<ProcessInfo, unknown, unknown> = t.partial({
  broadcaster_count: optional(finite),
  total: optional(finite),
  uptime: optional(finite),
});

export const SystemStatusCodec: t.Type<SystemStatus, unknown, unknown> = t.partial({
  type: optional(t.string),
  load: optional(listOf(finite)),
  cpu: optional(listOf(finite)),
  memory: optional(MemoryStatusCodec),
  disks: optional(listOf(DiskStatusCodec)),
  battery: optional(BatteryStatusCodec),
  temperature: optional(TemperatureStatusCodec),
  network: optional(listOf(NetworkInterfaceCodec)),
  process_info: optional(ProcessInfoCodec),
});
