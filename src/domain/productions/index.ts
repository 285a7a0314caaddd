export { productionChannels, webrtcOutputsOf } from './production-view';
export type { ProductionChannel } from './production-view';
export { readerAfterFailure, webrtcRetryMs, whepFailureText, whepUrl } from './webrtc-reader';
export type { WebrtcReaderState, WhepFailure } from './webrtc-reader';
