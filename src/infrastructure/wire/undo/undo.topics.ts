import { defineTopic, inbound, push } from '../kit';
import { ConfigurationSavesCodec, UndoReplyCodec, UndoTargetCodec } from './undo.codec';

/** Undo for configuration (issue 32 §4; docs/protocol/undo.md): one topic per account, its consoles only. */
export const undoTopics = {
  'undo:{account_id}': defineTopic({
    pattern: 'undo:{account_id}',
    doc: "The account's last 20 configuration saves: the list after the join and on every change; undo one of them.",
    inbound: {
      saves: inbound({
        doc: "The account's kept configuration saves, newest first, after the join and whenever one is kept or undone.",
        codec: ConfigurationSavesCodec,
        toEvents: ({ saves }, context) => [{ type: 'ConfigurationSavesReceived', saves, at: context.at }],
        supersedes: true,
      }),
    },
    pushes: {
      undo: push({
        doc: 'Writes back what the item was before the save that produced `version`, while it is still at it; else `stale`.',
        payload: UndoTargetCodec,
        reply: UndoReplyCodec,
      }),
    },
  }),
} as const;
