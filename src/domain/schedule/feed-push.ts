import type { JournalItem, JournalState } from '../journal';
import { scheduleCommandNames } from './schedule-commands';

// A screen's last push is among the last few commands while it is open: the walk back stops there.
const pushLookBack = 200;

/**
 * The newest `events.filter` push of one screen's feed (its journal target tells the dashboard's, /events' and
 * cloudrec's apart); undefined when none is among the recent commands.
 */
export const lastFilterPush = (journal: JournalState, target: string): JournalItem | undefined => {
  const { order, byId } = journal;
  for (let index = order.length - 1; index >= Math.max(0, order.length - pushLookBack); index -= 1) {
    const item = byId[order[index] ?? ''];
    if (item?.name === scheduleCommandNames.filterEvents && item.target === target) return item;
  }
  return undefined;
};

/** Why a screen's list could not be asked for: its newest filter push failed (undefined while none did). */
export const filterPushFailure = (journal: JournalState, target: string): string | undefined => {
  const push = lastFilterPush(journal, target);
  if (!push || push.status === 'pending' || push.status === 'ok') return undefined;
  return push.reason ?? push.status;
};
