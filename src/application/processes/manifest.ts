import type { FeatureManifest } from '../features';
import { processesModule } from './processes-module';
import { ProcessKeeper } from './process-keeper';

/** The process bar; its keeper stores and restores the list in local storage (spec 1 §2.6). */
export const processesManifest: FeatureManifest = {
  module: processesModule,
  keepers: [ProcessKeeper],
};
