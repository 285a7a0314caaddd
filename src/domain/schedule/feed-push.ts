import type { CommandOutcome } from '../log';
import type { JournalEvent } from '../journal';
import { defineProjection, unhandled } from '../projection';
import { scheduleCommands } from './schedule-commands';

/** A screen feed's newest `events.filter` push and how it stands. */
export interface FeedPush {
  readonly id: string;
  readonly status: 'pending' | CommandOutcome;
  readonly reason?: string;
}

/** The newest filter push per feed; the journal target tells the dashboard's, /events' and cloudrec's apart. */
export interface FeedPushesState {
  readonly byTarget: Readonly<Record<string, FeedPush>>;
}

export const initialFeedPushesState: FeedPushesState = { byTarget: {} };

/**
 * Folded from the journaled commands, so a feed's push stays known however many other commands follow it
 * (a walk back over the newest 200 commands lost it behind an upload's progress commands).
 */
export const feedPushesProjection = defineProjection<FeedPushesState, JournalEvent>({
  name: 'feedPushes',
  initial: initialFeedPushesState,
  handles: { CommandIssued: true, CommandSettled: true },
  apply(draft, event) {
    switch (event.type) {
      case 'CommandIssued':
        if (event.name !== scheduleCommands.filterEvents.name || event.target === undefined) return;
        draft.byTarget[event.target] = { id: event.id, status: 'pending' };
        return;
      case 'CommandSettled':
        // A handful of feeds: finding the push a reply belongs to is a look at each.
        for (const push of Object.values(draft.byTarget)) {
          if (push.id !== event.id || push.status !== 'pending') continue;
          push.status = event.outcome;
          if (event.reason !== undefined) push.reason = event.reason;
        }
        return;
      default:
        unhandled(event);
    }
  },
});

/** The newest `events.filter` push of one screen's feed; undefined before its first. */
export const lastFilterPush = (pushes: FeedPushesState, target: string): FeedPush | undefined =>
  pushes.byTarget[target];

/** Why a screen's list could not be asked for: its newest filter push failed (undefined while none did). */
export const filterPushFailure = (pushes: FeedPushesState, target: string): string | undefined => {
  const push = lastFilterPush(pushes, target);
  if (!push || push.status === 'pending' || push.status === 'ok') return undefined;
  return push.reason ?? push.status;
};
