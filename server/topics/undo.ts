import { mayUndoSave } from '../../src/domain/surface-rights';
import { undoTopics } from '../../src/infrastructure/wire/undo';
import { savesOf } from '../records/configuration-saves';
import { isVisible, viewFor } from '../records/entity-kind';
import { staleRefusal } from '../records/stale';
import { ok, reasons, refuse } from '../protocol/reply';
import { isReply } from './content-topics';
import { pushWith, type TopicHandler } from './topic-handler';
import { afterWriteBack, undoableKind, writeBack } from './undo-write';

const pushes = undoTopics['undo:{account_id}'].pushes;

/** Why an undo is refused besides `unauthorized`, `not_found`, `invalid` and `stale` (docs/protocol/undo.md). */
export const undoRefusals = {
  /** No kept save produced that version of the item (never kept, or older than the account's last 20). */
  notKept: 'not_kept',
} as const;

/**
 * `undo:{account_id}` (issue 32 §4, docs/protocol/undo.md): the account's last 20 configuration saves, sent after
 * the join and whenever one is kept or undone (server/records/configuration-saves.ts); `undo {kind, id, version}`
 * writes back what the item was before the save that produced `version`, while the item is still at it. Only the
 * account's own consoles join and push (the topic row); the save must be the account's and the kind one it may
 * still save (`mayUndoSave`). The dispatcher audits the push: its payload names the save it undoes.
 */
export const undoTopic: TopicHandler = {
  pattern: 'undo:{account_id}',
  doc: "The account's last 20 configuration saves: the list after the join and on every change; undo one of them.",
  join: async () => ok({}),
  afterJoin: async ({ services, actor, channel }) => {
    channel.push('saves', { saves: await savesOf(services, actor.accountId) });
  },
  pushes: {
    undo: pushWith(pushes.undo.payload, async ({ services, actor }, target) => {
      const save = await services.store.configurationSaves.find(target.kind, target.id, target.version);
      if (!save) return refuse(undoRefusals.notKept);
      if (!mayUndoSave(actor, { accountId: save.accountId, kind: target.kind, id: target.id }))
        return refuse(reasons.unauthorized, {
          detail: save.accountId === actor.accountId ? 'save_right' : 'not_your_save',
        });
      const { entity } = undoableKind(target.kind);
      const current = await services.store.documents[entity.kind].get(save.itemId);
      if (!current) return refuse(reasons.notFound);
      if (!isVisible(entity, actor, current)) return refuse(reasons.unauthorized, { detail: 'save_right' });
      // Someone (or the server) wrote the item since the save: the previous values would undo their change too.
      if (current.version !== save.producedVersion) return staleRefusal(entity, services, actor, current);
      const written = await writeBack(services, actor, target.kind, save, current);
      if (isReply(written)) return written;
      await afterWriteBack(services, target.kind, written);
      return ok({ data: viewFor(entity, actor, written.item.after), undone: save.id });
    }),
  },
};
