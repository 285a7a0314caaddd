import type { FeatureManifest } from '../features';
import { cloudrecModule } from './cloudrec-module';

/** The cloud recording pages (spec 2 §2). */
export const cloudrecManifest: FeatureManifest = {
  module: cloudrecModule,
};
