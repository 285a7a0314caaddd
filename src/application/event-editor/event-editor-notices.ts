import { createsEvent, eventEditorCommands, eventEditorToasts, refusalDetail } from '../../domain/schedule';
import { failureDetail, type NoticeRule, type NoticeRules } from '../notifications';

/** Spec 2 §8: 'Event was created!' / 'Unable to create event!', 'Event was updated!' / 'Unable to update event!'. */
const saveRule =
  (command: string): NoticeRule =>
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

export const eventEditorNoticeRules: NoticeRules = Object.fromEntries(
  Object.values(eventEditorCommands).map((command) => [command, saveRule(command)]),
);
