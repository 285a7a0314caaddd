export { ExternalDevicesScreen } from './external-devices-screen';
