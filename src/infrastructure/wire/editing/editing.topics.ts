import { defineTopic, inbound } from '../kit';
import { EditingPresenceDiffCodec, EditingPresencesCodec } from './editing-presence.codec';

/**
 * Who else is editing an item (issue 32 §1; docs/protocol/editing.md). An editor sheet joins its item's topic while
 * it is open; the server tracks the console there (Phoenix Presence, keyed by account id, the account's name in
 * the meta) and untracks it when it leaves or its socket closes. The console pushes nothing on it.
 */
export const editingTopics = {
  'editing:{kind}:{id}': defineTopic({
    pattern: 'editing:{kind}:{id}',
    doc: "Presence of the consoles with an item's editor open: kind as in src/domain/editing, id as its editor topic's.",
    inbound: {
      presence_state: inbound({
        doc: 'After join: account id → {metas: [{phx_ref, name, online_at}]}; replaces what was held.',
        codec: EditingPresencesCodec,
        toEvents: (presences, context) => [
          { type: 'EditingPresenceReceived', topic: context.topic, presences, at: context.at },
        ],
      }),
      presence_diff: inbound({
        doc: 'A console came or left: {joins, leaves}, each shaped like a presence state.',
        codec: EditingPresenceDiffCodec,
        toEvents: (diff, context) => [{ type: 'EditingPresenceChanged', topic: context.topic, diff, at: context.at }],
      }),
    },
    pushes: {},
  }),
} as const;
