import type { Services } from '../services';
import { clipSettingsAt, clipSettingsFacts, clipSettingsPayload, type ClipSettingsFacts } from './clip-settings';
import { Watched } from './watched';

/** Event facts behind joined clip settings are re-read this often (an event's end may be changed elsewhere). */
const refreshMs = 5000;

export const clipSettingsTopicOf = (eventUuid: string): string => `events:clip_settings:${eventUuid}`;

/**
 * Re-sends `settings` on events:clip_settings:{event} when a playlist appears (the event starts) or changes
 * (its times change), for the events somebody has joined.
 */
export class ClipSettingsFeed {
  readonly watched = new Watched<string>();
  private readonly facts = new Map<
    string,
    { readonly facts: ClipSettingsFacts | undefined; readonly readAt: number }
  >();
  private readonly sent = new Map<string, string>();

  constructor(
    private readonly services: Services,
    /** Events watched on the other processes of a cluster (docs/deploy.md); none when alone. */
    private readonly elsewhere: () => readonly string[] = () => [],
  ) {}

  /** Called when a channel joined: the text of what it was sent, so the feed does not repeat it. */
  remember(eventUuid: string, payload: unknown): void {
    this.sent.set(eventUuid, JSON.stringify(payload));
  }

  async step(now: number): Promise<void> {
    const watched = new Set([...this.watched.keys(), ...this.elsewhere()]);
    const events = [...watched];
    for (const uuid of [...this.sent.keys()]) if (!watched.has(uuid)) this.sent.delete(uuid);
    for (const uuid of [...this.facts.keys()]) if (!watched.has(uuid)) this.facts.delete(uuid);
    for (const uuid of events) {
      let entry = this.facts.get(uuid);
      if (!entry || now - entry.readAt >= refreshMs || now < entry.readAt) {
        entry = { facts: await clipSettingsFacts(this.services, uuid), readAt: now };
        this.facts.set(uuid, entry);
      }
      if (!entry.facts) continue;
      const payload = clipSettingsPayload(clipSettingsAt(entry.facts, now));
      const text = JSON.stringify(payload);
      if (this.sent.get(uuid) === text) continue;
      this.sent.set(uuid, text);
      this.services.pubsub.broadcast(clipSettingsTopicOf(uuid), 'settings', payload);
    }
  }
}
