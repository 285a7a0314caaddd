import type { FeatureManifest } from '../features';
import { externalDevicesModule } from './external-devices-module';

/** /settings/external_devices (spec 3 §2.2) and its toasts. */
export const externalDevicesManifest: FeatureManifest = {
  module: externalDevicesModule,
};
