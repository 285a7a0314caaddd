import type { ConnectionState } from '../log';
import { defineProjection, unhandled } from '../projection';
import type { ConnectionEvent } from './connection.events';

/**
 * After more than this many failed reconnect counts the overlay offers a reload (spec 1 §2.3). A count is one
 * failed reconnect attempt on the gateway's schedule (1, 2, 5, 10 s apart, docs/protocol/server.md), so the
 * fourth failure comes about 18 s after the loss: an outage an operator calls one, not a blip.
 */
export const reconnectAttemptsBeforeGivingUp = 3;

export interface ConnectionSnapshot {
  readonly state: ConnectionState;
  readonly attempt: number;
  readonly since?: number;
  /** When a connection that had been up was lost (client ms); undefined while connected or never connected. */
  readonly lostAt?: number;
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
        if (event.state === 'connected') {
          draft.everConnected = true;
          delete draft.lostAt;
        } else if (draft.everConnected && draft.lostAt === undefined) draft.lostAt = event.at;
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
