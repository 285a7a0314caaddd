import { saveResult, type SaveMessages } from '../../domain/settings';
import { failureDetail, type NoticeRule, type NoticeRules } from '../notifications';

/** How an admin save is journaled: `args.mode` says whether it created or updated (and so which toast). */
export type SaveMode = 'create' | 'update';

const modeOf = (args: unknown): SaveMode =>
  typeof args === 'object' && args !== null && (args as { mode?: unknown }).mode === 'create' ? 'create' : 'update';

/** Spec 3 §8 by entity: 'X was created!' / 'X was updated!' or the entity's failure text, with why it failed. */
export const saveNoticeRule =
  (messages: SaveMessages, reasonText?: (reason: string) => string | undefined): NoticeRule =>
  (command) => {
    const result = saveResult(command.status, modeOf(command.args) === 'create');
    if (result === 'created' || result === 'updated') return { title: messages[result], intent: 'success' };
    const known = command.reason === undefined ? undefined : reasonText?.(command.reason);
    const body = failureDetail(command, known);
    return { title: messages[result], intent: 'error', ...(body ? { body } : {}) };
  };

/** The save toasts of a set of commands: command name → its entity's messages. */
export const saveNoticeRules = (byCommand: Readonly<Record<string, SaveMessages>>): NoticeRules =>
  Object.fromEntries(Object.entries(byCommand).map(([name, messages]) => [name, saveNoticeRule(messages)]));
