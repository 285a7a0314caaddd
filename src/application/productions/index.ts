export { presetCommands, ProductionPresets } from './production-presets';
export type { PresetButton } from './production-presets';
export { productionsModule } from './productions-module';
export { ProductionStreamers } from './production-streamers';
export { ProductionsQueries } from './productions.queries';
export type { ProductionViewerView } from './productions.queries';
export { WebrtcReader } from './webrtc-reader';
export type { ReaderView } from './webrtc-reader';
export { WebrtcReaders } from './webrtc-readers';
