import type { ClipSettings } from '../../src/domain/clips';
import { livePlaylistPath, recordingPlaylistPath } from '../media';
import type { Services } from '../services';
import { factsOfEvents } from './world';

/** What an event's playlists depend on: its times and the channel whose live preview it is on. */
export interface ClipSettingsFacts {
  readonly uuid: string;
  readonly start: number;
  readonly end: number;
  readonly channelUuid: string | undefined;
}

export const clipSettingsFacts = async (
  services: Services,
  eventUuid: string,
): Promise<ClipSettingsFacts | undefined> => {
  const { documents } = services.store;
  const event = await documents.events.getByUuid(eventUuid);
  if (!event) return undefined;
  const [facts] = await factsOfEvents(services.store, [event]);
  if (!facts) return undefined;
  // The destination channel's preview; an event without one falls back to its source channel.
  const channelId = facts.destinationId ?? facts.sourceId;
  const channel = channelId === undefined ? undefined : await documents.channels.get(channelId);
  return { uuid: event.uuid, start: facts.start, end: facts.end, channelUuid: channel?.uuid };
};

/**
 * The event's playlists (docs/protocol/media.md "Where the URLs go"): its recording and its channel's live
 * preview, both absent before the event starts; the recording URL carries the event's times, so a changed
 * end gives a new URL.
 */
export const clipSettingsAt = (facts: ClipSettingsFacts, nowMs: number): ClipSettings => {
  if (facts.start > nowMs / 1000 || facts.end <= facts.start) return {};
  return {
    preview_playlist_url: recordingPlaylistPath(facts.uuid, facts.start, facts.end),
    ...(facts.channelUuid ? { live_playlist_url: livePlaylistPath(facts.channelUuid) } : {}),
  };
};

/** The `settings` payload: both keys present, null where there is no playlist yet. */
export const clipSettingsPayload = (settings: ClipSettings): { data: Record<string, string | null> } => ({
  data: {
    preview_playlist_url: settings.preview_playlist_url ?? null,
    live_playlist_url: settings.live_playlist_url ?? null,
  },
});
