import { inject, injectable } from 'inversify';
import type { TopicAddress } from '../ports';
import { TopicLeases } from '../topics';

/** The per-event topics of the clips area (spec 2 §7; docs/protocol/clips.md). */
export const eventClipTopics = (eventUuid: string): readonly TopicAddress[] => [
  { pattern: 'events:clips:{event}', params: { event: eventUuid } },
  { pattern: 'events:clip_settings:{event}', params: { event: eventUuid } },
  { pattern: 'events:clip_exports:{event}', params: { event: eventUuid } },
  { pattern: 'events:tags:{event}', params: { event: eventUuid } },
];

/**
 * Holds an event's clip topics while some view shows them, so browsing many recordings does not keep every
 * event's topics open; the event itself (events:{uuid}) is held too, for its title and times. A process of the
 * event keeps following its clips' status through its own lease (ProcessKeeper).
 */
@injectable()
export class EventTopics {
  constructor(@inject(TopicLeases) private readonly leases: TopicLeases) {}

  /** Holds the event's topics until the returned function is called. */
  watch(eventUuid: string): () => void {
    const leases = [
      this.leases.hold({ pattern: 'events:{uuid}', params: { uuid: eventUuid } }),
      ...eventClipTopics(eventUuid).map((address) => this.leases.hold(address)),
    ];
    return () => {
      for (const lease of leases) lease.release();
    };
  }
}
