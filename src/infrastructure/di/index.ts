export { httpModule, socketModule, storageModule, systemModule, wireModule } from './infrastructure-modules';
export { loadRuntimeConfig } from './runtime-config';
export { SignedInFeatures } from './signed-in-features';
export type { FeatureOptions } from './signed-in';
