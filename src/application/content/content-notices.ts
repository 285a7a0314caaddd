import { contentMessages, contentCommands } from '../../domain/cms';
import { saveNoticeRule } from '../admin-kit';
import { commandNotices, failureDetail, silentNotice, type NoticeRule } from '../notifications';

const action =
  (messages: { readonly ok: string; readonly failed: string }): NoticeRule =>
  (command) => {
    if (command.status === 'ok') return { title: messages.ok, intent: 'success' };
    const body = failureDetail(command);
    return { title: messages.failed, intent: 'error', ...(body ? { body } : {}) };
  };

/** Spec 3 §8, spelled as shown: list and list-data toasts ('CCannot remove selected list items!' included). */
export const contentNoticeRules = commandNotices(contentCommands, {
  saveList: saveNoticeRule(contentMessages.SaveList),
  saveRecord: saveNoticeRule(contentMessages.SaveListData),
  recordState: saveNoticeRule(contentMessages.SaveListData),
  // One save per record of a bulk change: the screen says how many failed and which, once (spec 3 §4).
  bulkState: silentNotice,
  importBatch: silentNotice,
  deleteList: action(contentMessages.DeleteList),
  deleteRecord: action(contentMessages.DeleteListData),
  deleteRecords: action(contentMessages.DeleteSelectedListData),
  // The spec names no notify toast; its failure is never silent.
  notify: (command) =>
    command.status === 'ok'
      ? { title: 'Notify was run!', intent: 'success' }
      : { title: 'Unable to run notify!', intent: 'error', body: failureDetail(command) ?? command.name },
});
