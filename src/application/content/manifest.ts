import type { FeatureManifest } from '../features';
import { contentModule } from './content-module';

/** /content: lists, records, their editors and toasts (spec 3 §2.4). */
export const contentManifest: FeatureManifest = {
  module: contentModule,
};
