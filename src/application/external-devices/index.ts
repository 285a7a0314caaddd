export { deviceCommandForm, ExternalDeviceCommands, portLabel } from './external-devices.commands';
export { ExternalDevicesFeed } from './external-devices-feed';
export { externalDevicesModule } from './external-devices-module';
export { externalDeviceNoticeRules } from './external-devices-notices';
export { externalDeviceChoices, ExternalDevicesQueries } from './external-devices.queries';
export type {
  ExternalDevicesView,
  ExternalDeviceView,
  LastCommandView,
  RelayRow,
  RoutingRow,
} from './external-devices.queries';
