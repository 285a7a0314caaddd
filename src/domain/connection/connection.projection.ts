import type { ConnectionState } from '../log';
import { defineProjection, unhandled } from '../projection';
import type { ConnectionEvent } from './connection.events';

/** After more than this many failed reconnect counts the overlay offers a reload (spec 1 §2.3). */
export const reconnectAttemptsBeforeGivingUp = 3;

export interface ConnectionSnapshot {
  readonly state: ConnectionState;
  readonly attempt: number;
  readonly since?: number;
  /** Times the socket came back after having been connected: each one re-initialises every list. */
  readonly reconnects: number;
  readonly everConnected: boolean;
}

export const initialConnectionState: ConnectionSnapshot = {
  state: 'connecting',
  attempt: 0,
  reconnects: 0,
  everConnected: false,
};

export const connectionProjection = defineProjection<ConnectionSnapshot, ConnectionEvent>({
  name: 'connection',
  initial: initialConnectionState,
  handles: {
    ConnectionChanged: true,
  },
  apply(draft, event) {
    switch (event.type) {
      case 'ConnectionChanged':
        if (event.state === 'connected' && draft.everConnected && draft.state !== 'connected') draft.reconnects += 1;
        if (event.state === 'connected') draft.everConnected = true;
        draft.state = event.state;
        draft.attempt = event.attempt;
        draft.since = event.at;
        return;
      default:
        unhandled(event.type);
    }
  },
});

/** The overlay gives up and offers a reload after more than 3 failed reconnects (spec 1 §2.3). */
export const connectionHasFailed = (connection: ConnectionSnapshot): boolean =>
  connection.state !== 'connected' && connection.attempt > reconnectAttemptsBeforeGivingUp;
