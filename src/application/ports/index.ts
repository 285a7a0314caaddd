export { HttpPort } from './http-port';
export type { HttpAnswer, HttpRequest } from './http-port';
export { SocketPort } from './socket-port';
export type { InboundFrame, PushResult, SocketConnection } from './socket-port';
export { KeyValueStorage, RecordStorage, TokenStorage } from './storage-ports';
export { ClockPort, FeatureLoader, IdPort, NavigationPort, RuntimeConfig } from './system-ports';
