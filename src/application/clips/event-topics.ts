import { inject, injectable } from 'inversify';
import type { Subscription } from 'rxjs';
import { SocketPort } from '../ports';
import { StateReader } from '../store';

/** The per-event topics of the clips area (spec 2 §7; docs/protocol/clips.md). */
export const eventClipTopics = (eventUuid: string): readonly string[] => [
  `events:clips:${eventUuid}`,
  `events:clip_settings:${eventUuid}`,
  `events:clip_exports:${eventUuid}`,
  `events:tags:${eventUuid}`,
];

interface Watch {
  count: number;
  subscription: Subscription;
}

/**
 * Joins an event's clip topics while some view shows them, and leaves them when the last one goes, so
 * browsing many recordings does not keep every event's topics open. Joins wait for the connection (and are
 * repeated after a reconnect; a join is idempotent). The event itself (events:{uuid}) is joined too, for its
 * title and times, and never left: the event editor reads the same topic.
 */
@injectable()
export class EventTopics {
  private readonly watches = new Map<string, Watch>();

  constructor(
    @inject(StateReader) private readonly store: StateReader,
    @inject(SocketPort) private readonly socket: SocketPort,
  ) {}

  /** Keeps the event's topics joined until the returned function is called. */
  watch(eventUuid: string): () => void {
    const known = this.watches.get(eventUuid);
    if (known) known.count += 1;
    else {
      const subscription = this.store
        .select((state) => state.connection.state === 'connected')
        .subscribe((connected) => {
          if (!connected) return;
          for (const topic of [`events:${eventUuid}`, ...eventClipTopics(eventUuid)])
            this.socket.join(topic).catch(() => undefined);
        });
      this.watches.set(eventUuid, { count: 1, subscription });
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.release(eventUuid);
    };
  }

  private release(eventUuid: string): void {
    const watch = this.watches.get(eventUuid);
    if (!watch) return;
    watch.count -= 1;
    if (watch.count > 0) return;
    watch.subscription.unsubscribe();
    this.watches.delete(eventUuid);
    // A process of this event follows its clips' status (ProcessKeeper joined that topic): keep it.
    const processes = this.store.state.processes;
    const hasProcess = processes.order.some((uuid) => processes.byId[uuid]?.meta.event_uuid === eventUuid);
    for (const topic of eventClipTopics(eventUuid)) {
      if (hasProcess && topic.startsWith('events:clips:')) continue;
      this.socket.leave(topic);
    }
  }
}
