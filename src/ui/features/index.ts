export { layout, screen } from './screen-manifest';
export type { AreaRoute, LayoutRoute, LoadScreen, ScreenManifest, ScreenRoute } from './screen-manifest';
