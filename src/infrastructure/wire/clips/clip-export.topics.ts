import { defineTopic, inbound, jsonObject, listOf, push, shape } from '../kit';
import { ClipExportCodec, ClipExportDraftCodec } from './clip-export.codec';
import { dataOf, eventOf, UuidPayloadCodec } from './envelope';

export const clipExportTopics = {
  'events:clip_export:create': defineTopic({
    // eslint-disable-next-line no-restricted-syntax -- no triple: an export is created, never edited, and its list is per event
    pattern: 'events:clip_export:create',
    doc: 'Exports clips to an external destination; one save per export configuration (spec 2 §4).',
    inbound: {},
    pushes: {
      save: push({
        doc: 'Saves {clip_export}. Reply data is the export created; it also arrives on events:clip_exports:{event}.',
        payload: shape({ clip_export: ClipExportDraftCodec }),
        reply: dataOf(ClipExportCodec),
      }),
    },
  }),
  'events:clip_exports:{event}': defineTopic({
    pattern: 'events:clip_exports:{event}',
    doc: "An event's exports: the list after join, then one export per change.",
    inbound: {
      clip_exports: inbound({
        doc: '{data: ClipExport[]}: every export of the event; replaces what was known.',
        codec: dataOf(listOf(ClipExportCodec)),
        toEvents: (payload, context) => [
          { type: 'ClipExportsReceived', eventUuid: eventOf(context), exports: payload.data, at: context.at },
        ],
      }),
      clip_export: inbound({
        doc: '{data: ClipExport}: one export created or changed.',
        codec: dataOf(ClipExportCodec),
        toEvents: (payload, context) => [
          { type: 'ClipExportUpdated', eventUuid: eventOf(context), clipExport: payload.data, at: context.at },
        ],
      }),
    },
    pushes: {
      re_export_clip: push({
        doc: 'Admin only: runs an export again. Reply {}; the export comes back as `clip_export` with its new status.',
        payload: UuidPayloadCodec,
        reply: jsonObject,
      }),
    },
  }),
} as const;
