import { dashboardCommandNames, dashboardMessages } from '../../domain/schedule';
import { failureDetail, outcomeDetail, type NoticeRule, type NoticeRules } from '../notifications';

const silent: NoticeRule = () => undefined;

/** Spec 1 §8 "Event actions": 'Event was stopped!' / 'Unable to stop event!'; a failure looks like one. */
export const dashboardNoticeRules: NoticeRules = {
  [dashboardCommandNames.stopEvent]: (command) => {
    if (command.status === 'ok') return { title: dashboardMessages.eventStopped, intent: 'success' };
    const body = failureDetail(command);
    return { title: dashboardMessages.stopFailed, intent: 'error', ...(body ? { body } : {}) };
  },
  // The row's tint shows a changed to-do at once; only a failure needs words.
  [dashboardCommandNames.toggleTodo]: (command) => {
    if (command.status === 'ok') return undefined;
    const body = outcomeDetail(command);
    return { title: dashboardMessages.todoFailed, intent: 'error', ...(body ? { body } : {}) };
  },
  [dashboardCommandNames.setLayout]: silent,
  [dashboardCommandNames.setOwnEvents]: silent,
  [dashboardCommandNames.setRange]: silent,
};
