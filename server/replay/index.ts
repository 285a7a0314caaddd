export { canonicalJson } from './canonical-json';
export { pairingWindow } from './recorded-replies';
export { replayRefusal } from './replay-channels';
export { replayHttpMessage, replayToken } from './replay-http';
export { ReplayScriptBuilder } from './replay-script';
export type { RecordedHttp, ReplayFrame, ReplayScript } from './replay-script';
export { startReplayServer } from './replay-server';
export type { ReplayServer, ReplayServerOptions } from './replay-server';
export { topicKey } from './topic-key';
