import type { ConnectionState } from '../log';

export interface ConnectionChanged {
  readonly type: 'ConnectionChanged';
  readonly state: ConnectionState;
  readonly attempt: number;
  readonly at: number;
}

export type ConnectionEvent = ConnectionChanged;
