export { ProductionsListScreen } from './productions-list-screen';
export { ProductionViewerScreen } from './production-viewer-screen';
