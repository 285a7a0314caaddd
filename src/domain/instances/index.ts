export {
  defaultHttpPort,
  defaultHttpsPort,
  defaultInstanceTypeToggles,
  developerChannelUuids,
  instanceHttpPort,
  instanceHttpsPort,
  instanceTypes,
  matchesInstanceSearch,
  needsChannelChangeConfirmation,
  isTranscoderInstance,
  offersGuiAction,
  transcoderServes,
  webrtcPort,
} from './instance';
export type {
  Instance,
  InstanceInput,
  InstanceMeta,
  InstanceType,
  StreamerState,
  StreamerUpdateInfo,
} from './instance';
export type { InstanceLive } from './instance-live';
export {
  encoderModules,
  isHighlightedInterface,
  networkMonitorModules,
  streamerMessageLimits,
} from './instance-status';
export type {
  BatteryStatus,
  DiskStatus,
  EncoderModule,
  InputRouter,
  InstanceHost,
  InstanceStatus,
  MemoryStatus,
  NetworkInterface,
  NetworkInterfaceType,
  NetworkMeasurement,
  NetworkMonitorModule,
  ProcessInfo,
  StreamerModule,
  StreamerMessage,
  StreamerOutput,
  SystemStatus,
  TemperatureStatus,
  TransportState,
} from './instance-status';
export {
  audioInputs,
  audioOutputs,
  deviceCommandTemplates,
  externalDeviceKind,
  externalDevicesOf,
  relayName,
  relayResetLockMs,
  routedInput,
  typedDeviceCommand,
  videoOutputModes,
} from './external-device';
export type {
  ChangeRouteCommand,
  ChangeSettingCommand,
  DeviceCommandRecord,
  ExternalDeviceKind,
  ExternalDeviceStatus,
  Relay,
  ResetDeviceCommand,
  Route,
  RoutePort,
  TypedDeviceCommand,
} from './external-device';
export { mediaServerStreamAction } from './media-server';
export type { MediaServerReader, MediaServerSource, MediaServerStream } from './media-server';
export type { InstanceCommand, InstanceCommandType } from './instance-commands';
export { isPresetActive, presetUpdate } from './instance-control';
export type { ControlModule, InstanceControl, InstanceControlStatus } from './instance-control';
export {
  batteryColour,
  batteryIcon,
  cpuColour,
  diskColour,
  memoryColour,
  processCountColour,
  temperatureColour,
} from './gauge-colours';
export type { BatteryIconStep, CountColour, GaugeColour } from './gauge-colours';
export { cpuSummary, diskPercent, formatCpu, formatLoad, memoryPercent } from './instance-gauges';
export type { CpuSummary } from './instance-gauges';
export { streamerStateLabel, versionColour } from './streamer-version';
export type { StreamerStateLabel, VersionColour } from './streamer-version';
export { instanceMessages } from './instance-messages';
export { initialInstancesState, instancesOfChannel, instancesProjection, streamerFacts } from './instances.projection';
export type { InstancesState, InstanceStatusEntry, StreamerFacts } from './instances.projection';
export type {
  InstanceControlStatusReceived,
  InstanceDeleted,
  InstancesEvent,
  InstancesLiveReceived,
  InstancesReceived,
  InstanceStatusReceived,
  InstanceUpdated,
  LatestStreamerVersionReceived,
} from './instances.events';
export {
  ageText,
  isStale,
  mergeStatus,
  statusPartBits,
  statusPartsOf,
  statusStaleAfterMs,
} from './instance-status-parts';
export type { StatusPart } from './instance-status-parts';
export {
  historyLength,
  historySamples,
  historySeriesNames,
  historyValues,
  SampleRows,
  withSamples,
} from './instance-history';
export type { InstanceHistory } from './instance-history';
export {
  defaultSshPort,
  defaultSshUser,
  defaultVncPort,
  guiUrl,
  instanceIp,
  sshUrl,
  vncUrl,
} from './instance-addresses';
export { formatBitsPerSecond, formatBytes, formatKbps, formatPercent, formatUptime } from './instance-figures';
export { cpuGauge, statsView, streamerView } from './instance-stats-view';
export type { Gauge, PartsAt, StatsView, StreamerView } from './instance-stats-view';
export { encodersView, networksView, outputsView } from './instance-traffic-view';
export type {
  EncoderRow,
  EncodersView,
  InterfaceRow,
  MeasurementRow,
  NetworksView,
  OutputsView,
  TransportRow,
} from './instance-traffic-view';
export { instanceRow, instancesListSpec, rowsOfTypes, streamingAppLink } from './instance-rows';
export type { InstanceRow } from './instance-rows';
export { onlineInstances, onlineTabOf, onlineTabs, sameOnlineEntries, sameOnlineEntry } from './online-instances';
export type { OnlineEntry, OnlineTab } from './online-instances';
export { externalDeviceCommands, instanceAdminCommands } from './instance-admin-commands';
