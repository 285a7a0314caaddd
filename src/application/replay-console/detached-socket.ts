import { NEVER, of, type Observable } from 'rxjs';
import type { InboundFrame, PushResult, SocketConnection, SocketPort } from '../ports';
import type { StateReader } from '../store';

export const socketDetachedText = 'Replay: the socket is detached';

/** What a push gets in replay, as `replay serve` answers it (docs/protocol/replay.md). */
export const replayPushReply: PushResult = {
  status: 'error',
  response: { reason: 'This session is a replay; commands are not carried out.' },
};

/**
 * The socket of a replay console: it never touches the network. A join resolves only for a topic the
 * recording holds frames of up to the cursor — the screen then reads those frames from the replayed store, as
 * it would live; any other join is refused. Pushes are answered like `replay serve` answers them.
 */
export class DetachedSocket implements SocketPort {
  readonly frames$: Observable<InboundFrame> = NEVER;
  readonly sent$: Observable<InboundFrame> = NEVER;
  readonly connection$: Observable<SocketConnection> = of({ state: 'closed', attempt: 0 });

  constructor(private readonly store: StateReader) {}

  connect(_token: string): void {
    // Detached: nothing to connect to.
  }

  disconnect(): void {
    // Detached: nothing to close.
  }

  join(topic: string): Promise<unknown> {
    if (this.store.state.frames.lastByTopic[topic] !== undefined) return Promise.resolve(undefined);
    return Promise.reject(new Error(socketDetachedText));
  }

  leave(_topic: string): void {
    // Detached: nothing was joined on the wire.
  }

  push(_topic: string, _event: string, _payload: unknown, _timeoutMs: number): Promise<PushResult> {
    return Promise.resolve(replayPushReply);
  }
}
