import { changedMeanwhileText } from '../../domain/editing';
import { commandNotices, failureDetail, type NoticeRule } from '../notifications';
import { undoCommands } from './undo.commands';

/** What the server's refusals of an undo mean to the operator (docs/protocol/undo.md "The undo"). */
const reasonTexts: Readonly<Record<string, string>> = {
  not_kept: 'That change is no longer among your last 20.',
  unauthorized: 'You may no longer change this item.',
  not_found: 'The item was deleted meanwhile.',
};

const changedBy = (reply: unknown): string | undefined => {
  const name = typeof reply === 'object' && reply !== null ? (reply as { changed_by?: unknown }).changed_by : undefined;
  return typeof name === 'string' ? name : undefined;
};

/** The refusal's words: who changed the item since (stale), or why else nothing was undone. */
const undoFailure = (reason: string | undefined, reply: unknown): string | undefined => {
  const name = reason === 'stale' ? changedBy(reply) : undefined;
  if (name !== undefined) return `${changedMeanwhileText(name)}: nothing was undone.`;
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
