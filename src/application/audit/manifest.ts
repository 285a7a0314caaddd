import type { FeatureManifest } from '../features';
import { auditModule } from './audit-module';

/** The audit view (issue 7). */
export const auditManifest: FeatureManifest = {
  module: auditModule,
};
