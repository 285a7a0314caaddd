import type { FeatureManifest } from '../features';
import { productionsModule } from './productions-module';

/** /productions and /intercom (spec 3 §2.9); WHEP and the readiness probe are the page's. */
export const productionsManifest: FeatureManifest = {
  module: (page) => productionsModule(page.whep, page.readiness),
};
