import { billingStatusMessages } from '../../domain/billing';
import { commandNotices, failureDetail } from '../notifications';
import { billingCommands } from './billing.commands';

/** Spec 3 §8 "Billing status: 'Event was updated!', failure 'Unable to update event!'", one per event. */
export const billingNoticeRules = commandNotices(billingCommands, {
  setStatus: (command) => {
    if (command.status === 'ok') return { title: billingStatusMessages.updated, intent: 'success' };
    const body = failureDetail(command);
    return { title: billingStatusMessages.failed, intent: 'error', ...(body ? { body } : {}) };
  },
});
