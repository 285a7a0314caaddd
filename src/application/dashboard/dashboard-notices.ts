import { dashboardCommands, dashboardMessages } from '../../domain/dashboard';
import { commandNotices, failureDetail, outcomeDetail, silentNotice } from '../notifications';

/** Spec 1 §8 "Event actions": 'Event was stopped!' / 'Unable to stop event!'; a failure looks like one. */
export const dashboardNoticeRules = commandNotices(dashboardCommands, {
  stopEvent: (command) => {
    if (command.status === 'ok') return { title: dashboardMessages.eventStopped, intent: 'success' };
    const body = failureDetail(command);
    return { title: dashboardMessages.stopFailed, intent: 'error', ...(body ? { body } : {}) };
  },
  // The row's tint shows a changed to-do at once; only a failure needs words.
  toggleTodo: (command) => {
    if (command.status === 'ok') return undefined;
    const body = outcomeDetail(command);
    return { title: dashboardMessages.todoFailed, intent: 'error', ...(body ? { body } : {}) };
  },
  setLayout: silentNotice,
  setOwnEvents: silentNotice,
  setRange: silentNotice,
});
