import type { FeatureManifest } from '../features';
import { editingModule } from './editing-module';

/** Concurrent editing (issue 32): presence on every editor sheet. */
export const editingManifest: FeatureManifest = {
  module: editingModule,
};
