export { productionChannels, webrtcOutputsOf } from './production-view';
export type { ProductionChannel } from './production-view';
export {
  productionRefreshMs,
  readerAfterFailure,
  webrtcRetryDelayMs,
  webrtcRetryMs,
  whepFailureText,
  whepStatusFailure,
  whepUrl,
} from './webrtc-reader';
export type { StreamerPhase, WebrtcReaderState, WhepFailure } from './webrtc-reader';
