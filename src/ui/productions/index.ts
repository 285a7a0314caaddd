export { ProductionViewerScreen } from './production-viewer-screen';
