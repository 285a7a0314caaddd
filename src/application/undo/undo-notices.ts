import { changedMeanwhileText } from '../../domain/editing';
import { commandNotices, failureDetail, type NoticeRule } from '../notifications';
import { undoCommands } from './undo.commands';

/** What the server's refusals of an undo mean to the operator (docs/protocol/undo.md "The undo"). */
const reasonTexts: Readonly<Record<string, string>> = {
  not_kept: 'That change is no longer among your last 20.',
  unauthorized: 'You may no longer change this item.',
  not_found: 'The item was deleted meanwhile.',
};

const textIn = (reply: unknown, field: 'changed_by' | 'message'): string | undefined => {
  const value = typeof reply === 'object' && reply !== null ? (reply as Record<string, unknown>)[field] : undefined;
  return typeof value === 'string' && value !== '' ? value : undefined;
};

/**
 * The refusal's words: who changed the item since (stale), what of the previous values cannot be stored now
 * (invalid: the server says it in words, e.g. a sub-device deleted since), or why else nothing was undone.
 */
const undoFailure = (reason: string | undefined, reply: unknown): string | undefined => {
  const name = reason === 'stale' ? textIn(reply, 'changed_by') : undefined;
  if (name !== undefined) return `${changedMeanwhileText(name)}: nothing was undone.`;
  const message = reason === 'invalid' ? textIn(reply, 'message') : undefined;
  if (message !== undefined) return `It cannot be put back as it was: ${message}`;
  return reason === undefined ? undefined : reasonTexts[reason];
};

const undoNotice: NoticeRule = (command) =>
  command.status === 'ok'
    ? { title: 'Change undone', intent: 'success' }
    : {
        title: 'Nothing was undone',
        intent: 'error',
        ...withBody(failureDetail(command, undoFailure(command.reason, command.reply))),
      };

const withBody = (body: string | undefined): { readonly body?: string } => (body === undefined ? {} : { body });

/** The toasts of an undo: done, or refused with why (a stale one names who changed the item). */
export const undoNoticeRules = commandNotices(undoCommands, { undo: undoNotice });
