export { DeveloperLayout } from './developer-layout';
export { DeveloperMonitorScreen } from './monitor-screen';
export { ReleaseEditorRouteOfBroadcaster, ReleaseEditorRouteOfReleases } from './release-editor';
export { BroadcasterScreen, ReleasesScreen } from './release-list-screen';
