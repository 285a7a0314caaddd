import type { FeatureManifest } from '../features';
import { billingModule } from './billing-module';

/** Billing (spec 3 §2.7) and its toasts. */
export const billingManifest: FeatureManifest = {
  module: billingModule,
};
