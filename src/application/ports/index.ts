export { CommandPort, PushCodecs } from './command-port';
export type {
  ActionCommand,
  ActionSettlement,
  CommandMeta,
  CommandResult,
  DecodedReply,
  PushCommand,
} from './command-port';
export { HttpCodecs, HttpPort } from './http-port';
export { httpContract, httpPath } from './http-contract';
export type {
  FormUploadAnswer,
  HttpAnswerOf,
  HttpCallArgs,
  HttpCallName,
  HttpContract,
  HttpEndpoint,
  LatestVersionAnswer,
  LoginAnswer,
  RouteParams,
  VerifyAnswer,
} from './http-contract';
export type { DecodedAnswer, HttpAnswer, HttpRequest } from './http-port';
export { topicName } from './topic-contract';
export type { EntityKinds, EntityListPattern } from './entity-contract';
export type { ListenPattern, TopicParams } from './topic-contract';
export type {
  AckReply,
  ContractPush,
  EmptyObject,
  EventReply,
  ListDataRemoval,
  PresignedForm,
  PushContract,
  PushName,
  PushPattern,
  PushPayload,
  PushReply,
  PushSpec,
  ReplyOf,
  TopicAddress,
  TopicPattern,
} from './push-contract';
export { SocketPort } from './socket-port';
export type { InboundFrame, PushResult, SocketConnection } from './socket-port';
export { KeyValueStorage, RecordStorage, TokenStorage } from './storage-ports';
export type { RecordStoreName } from './storage-ports';
export { ClockPort, FeatureLoader, IdPort, NavigationPort, RuntimeConfig } from './system-ports';
export { ReadinessProbe, WhepError, WhepPort } from './whep-port';
export type { WhepSession } from './whep-port';
export { TableParser } from './table-parser';
export type { ParsedTable } from './table-parser';
