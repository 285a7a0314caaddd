import { castDraft, type Draft } from 'immer';
import { defineProjection, mapByKey, unhandled } from '../projection';
import { buildClipIndex, upsertClip } from './clip-index-updates';
import type { ClipsEvent } from './clips.events';
import { newEventClips, type EventClips } from './event-clips';

export interface ClipsState {
  /** Per event (broadcast slot) uuid: its clips, exports, tags and clip settings. */
  readonly byEvent: Readonly<Record<string, EventClips>>;
}

export const initialClipsState: ClipsState = { byEvent: {} };

const eventEntry = (draft: Draft<ClipsState>, eventUuid: string): Draft<EventClips> =>
  (draft.byEvent[eventUuid] ??= castDraft(newEventClips()));

export const clipsProjection = defineProjection<ClipsState, ClipsEvent>({
  name: 'clips',
  initial: initialClipsState,
  handles: {
    ClipsReceived: true,
    ClipUpdated: true,
    ClipSettingsReceived: true,
    ClipExportsReceived: true,
    ClipExportUpdated: true,
    TagsReceived: true,
    TagUpdated: true,
  },
  apply(draft, event) {
    const entry = eventEntry(draft, event.eventUuid);
    switch (event.type) {
      case 'ClipsReceived': {
        // A list replaces: clips deleted while we were away must not linger.
        const index = buildClipIndex(event.clips);
        entry.clips = castDraft(index.clips);
        entry.groups = castDraft(index.groups);
        entry.groupOrder = castDraft(index.groupOrder);
        return;
      }
      case 'ClipUpdated':
        upsertClip(entry, event.clip);
        return;
      case 'ClipSettingsReceived':
        entry.settings = castDraft(event.settings);
        return;
      case 'ClipExportsReceived':
        entry.exports = castDraft(mapByKey(event.exports, (clipExport) => clipExport.uuid));
        return;
      case 'ClipExportUpdated':
        entry.exports[event.clipExport.uuid] = castDraft(event.clipExport);
        return;
      case 'TagsReceived':
        entry.tags = castDraft(mapByKey(event.tags, (tag) => tag.uuid));
        return;
      case 'TagUpdated':
        entry.tags[event.tag.uuid] = castDraft(event.tag);
        return;
      default:
        unhandled(event);
    }
  },
});
