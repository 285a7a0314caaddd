import type { FeatureManifest } from '../features';
import { uploadsModule } from './uploads-module';

/** The upload queue, the multi-upload and their toasts; the page-close warning is the page's. */
export const uploadsManifest: FeatureManifest = {
  module: (page) => uploadsModule(page.pageCloseWarning),
};
