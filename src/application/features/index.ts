export { manifestKeepers, manifestModules } from './feature-manifest';
export type { FeatureManifest, Keeper, PagePorts } from './feature-manifest';
