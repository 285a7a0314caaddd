import {
  createsEvent,
  eventEditorCommands,
  eventEditorToasts,
  refusalDetail,
  type EventEditorCommand,
} from '../../domain/event-editor';
import { commandNotices, failureDetail, type NoticeRule } from '../notifications';

/** Spec 2 §8: 'Event was created!' / 'Unable to create event!', 'Event was updated!' / 'Unable to update event!'. */
const saveRule =
  (command: EventEditorCommand): NoticeRule =>
  (settled) => {
    const creates = createsEvent(command);
    if (settled.status === 'ok')
      return { title: creates ? eventEditorToasts.created : eventEditorToasts.updated, intent: 'success' };
    const body = failureDetail(settled, refusalDetail(settled.reply));
    return {
      title: creates ? eventEditorToasts.createFailed : eventEditorToasts.updateFailed,
      intent: 'warning',
      ...(body ? { body } : {}),
    };
  };

export const eventEditorNoticeRules = commandNotices(eventEditorCommands, {
  create: saveRule(eventEditorCommands.create),
  createWithGroup: saveRule(eventEditorCommands.createWithGroup),
  clone: saveRule(eventEditorCommands.clone),
  update: saveRule(eventEditorCommands.update),
  archive: saveRule(eventEditorCommands.archive),
  unarchive: saveRule(eventEditorCommands.unarchive),
});
