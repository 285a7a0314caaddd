import type { FeatureManifest } from '../features';
import { inputsModule } from './inputs-module';

/** The rules of the shared time and date inputs. */
export const inputsManifest: FeatureManifest = {
  module: inputsModule,
};
