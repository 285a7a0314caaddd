import type { Observable } from 'rxjs';
import type { ConnectionState } from '../../domain/log';

/** A frame as it came off the socket, before any decoding. */
export interface InboundFrame {
  readonly topic: string;
  readonly event: string;
  readonly payload: unknown;
  readonly ref?: string;
  /** The payload as it came over the wire, when the gateway kept it (the recorders write it as is). */
  readonly payloadText?: string;
}

/** What came of a push: the server's `{status, response}` reply, or why there was none. */
export type PushResult =
  | { readonly status: 'ok'; readonly response: unknown }
  | { readonly status: 'error'; readonly response: unknown }
  /** Sent, but no reply within the time-out. */
  | { readonly status: 'timeout' }
  /** Never left the console: the socket was down for the whole time-out. */
  | { readonly status: 'not_sent' };

export interface SocketConnection {
  readonly state: ConnectionState;
  /** Failed reconnect attempts since the last successful connect. */
  readonly attempt: number;
}

/** The real-time socket (Phoenix channels). Implemented by infrastructure's phoenix gateway. */
export interface SocketPort {
  readonly frames$: Observable<InboundFrame>;
  /** Pushes and joins the console sent, for the log. */
  readonly sent$: Observable<InboundFrame>;
  /** The connection's state: the current one first on subscribing, then each change. */
  readonly connection$: Observable<SocketConnection>;
  connect(token: string): void;
  disconnect(): void;
  /** Joins a topic (idempotent); resolves with the join reply, rejects with the server's reason. */
  join(topic: string, payload?: Readonly<Record<string, unknown>>): Promise<unknown>;
  leave(topic: string): void;
  /** Pushes an event; a push made while disconnected waits for the rejoin until the time-out. */
  push(topic: string, event: string, payload: unknown, timeoutMs: number): Promise<PushResult>;
}

export const SocketPort = Symbol('SocketPort');
