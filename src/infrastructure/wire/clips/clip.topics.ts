import { defineTopic, entityTopics, inbound, jsonObject, listOf, push, shape } from '../kit';
import { ClipCodec, ClipDraftCodec } from './clip.codec';
import { ClipSettingsCodec } from './clip-settings.codec';
import { dataOf, eventOf, UuidPayloadCodec } from './envelope';

const saveClip = push({
  doc: 'Saves {clip} (event_uuid required; uuid only when updating). Reply data lists the clips created or updated, one per quality.',
  payload: shape({ clip: ClipDraftCodec }),
  reply: dataOf(listOf(ClipCodec)),
});

const regenerateClip = push({
  doc: 'Asks for a clip that was not found to be re-created. Reply {}; the clip comes back through events:clips:{event}.',
  payload: UuidPayloadCodec,
  reply: jsonObject,
});

export const clipTopics = {
  // events:clip:create and events:clip:{uuid} accept the same pushes, so whichever pattern a router picks for
  // 'events:clip:create' the push means the same; the literal pattern is the more specific and wins.
  ...entityTopics({
    noun: 'clip',
    save: saveClip,
    all: {
      pattern: 'events:clips:{event}',
      doc: "An event's clips: the list after join, then one clip per change (status moves included).",
      inbound: {
        clips: inbound({
          doc: '{data: Clip[]}: every clip quality of the event; replaces what was known.',
          codec: dataOf(listOf(ClipCodec)),
          toEvents: (payload, context) => [
            { type: 'ClipsReceived', eventUuid: eventOf(context), clips: payload.data, at: context.at },
          ],
        }),
        clip: inbound({
          doc: '{data: Clip}: one clip quality created or changed.',
          codec: dataOf(ClipCodec),
          toEvents: (payload, context) => [
            { type: 'ClipUpdated', eventUuid: eventOf(context), clip: payload.data, at: context.at },
          ],
        }),
      },
      pushes: { regenerate_clip: regenerateClip },
    },
    create: {
      pattern: 'events:clip:create',
      doc: 'Creates clips: one save cuts every quality of the event recording.',
      pushes: { regenerate_clip: regenerateClip },
    },
    one: {
      pattern: 'events:clip:{uuid}',
      doc: 'One existing clip: update its meta or re-create it.',
      pushes: { regenerate_clip: regenerateClip },
    },
  }),
  'events:clip_settings:{event}': defineTopic({
    pattern: 'events:clip_settings:{event}',
    doc: "The playlists of an event's recording: sent as `settings` right after join and whenever they change.",
    inbound: {
      settings: inbound({
        doc: '{data: {preview_playlist_url, live_playlist_url}}: either may be null while nothing is recorded.',
        codec: dataOf(ClipSettingsCodec),
        toEvents: (payload, context) => [
          { type: 'ClipSettingsReceived', eventUuid: eventOf(context), settings: payload.data, at: context.at },
        ],
      }),
    },
    pushes: {
      get: push({
        doc: 'Asks again (after a reload of the player). Reply data is the settings; the server also re-sends `settings`.',
        payload: jsonObject,
        reply: dataOf(ClipSettingsCodec),
      }),
    },
  }),
} as const;
