import { Subscription } from 'rxjs';
import type { EventLog } from '../log';
import type { ClockPort, SocketPort } from '../ports';
import type { ProjectionStore } from '../store';

/**
 * Wires a live console: every frame in and out, every connection change and a clock tick each second
 * become log entries, and the store folds them in batches. Disposing stops all of it.
 */
export class LiveSession {
  private readonly subscriptions = new Subscription();

  constructor(log: EventLog, store: ProjectionStore, socket: SocketPort, clock: ClockPort) {
    this.subscriptions.add(log.appended$.subscribe((entry) => store.enqueue(entry)));
    this.subscriptions.add(
      socket.frames$.subscribe(
        ({ payloadText, ...frame }) =>
          void log.append({ kind: 'FrameReceived', at: clock.now(), ...frame }, payloadText),
      ),
    );
    this.subscriptions.add(
      socket.sent$.subscribe(
        ({ payloadText: _text, ...frame }) => void log.append({ kind: 'FrameSent', at: clock.now(), ...frame }),
      ),
    );
    this.subscriptions.add(
      socket.connection$.subscribe(
        (connection) => void log.append({ kind: 'ConnectionChanged', at: clock.now(), ...connection }),
      ),
    );
    this.subscriptions.add(clock.seconds$.subscribe((now) => void log.append({ kind: 'ClockTicked', at: now, now })));
  }

  dispose(): void {
    this.subscriptions.unsubscribe();
  }
}
