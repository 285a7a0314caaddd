import { saveResult, type SaveArgs, type SaveMessages } from '../../domain/admin-kit';
import { failureDetail, type NoticeRule } from '../notifications';

/** Spec 3 §8 by entity: 'X was created!' / 'X was updated!' or the entity's failure text, with why it failed. */
export const saveNoticeRule =
  (messages: SaveMessages, reasonText?: (reason: string) => string | undefined): NoticeRule<SaveArgs> =>
  (command) => {
    const result = saveResult(command.status, command.args.mode === 'create');
    if (result === 'created' || result === 'updated') return { title: messages[result], intent: 'success' };
    const known = command.reason === undefined ? undefined : reasonText?.(command.reason);
    const body = failureDetail(command, known);
    return { title: messages[result], intent: 'error', ...(body ? { body } : {}) };
  };
