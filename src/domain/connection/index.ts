export {
  connectionHasFailed,
  connectionProjection,
  initialConnectionState,
  reconnectAttemptsBeforeGivingUp,
} from './connection.projection';
export type { ConnectionSnapshot } from './connection.projection';
export type { ConnectionChanged, ConnectionEvent } from './connection.events';
