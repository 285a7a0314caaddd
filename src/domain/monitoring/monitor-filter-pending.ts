// A wall's side-bar toggle shows at once (issue 14: a card shows or goes in under 100 ms), before the server's
// profile frame confirms it: the newest wall-filter command still in flight carries the list the person asked for.
import type { JournalEvent } from '../journal';
import { defineProjection, unhandled } from '../projection';
import { defineCommands, takes } from '../commands';
import { savedMonitorFilter, type MonitorScope } from './monitor-wall';

/**
 * The command a side-bar eye or a card's close button issues (its toasts and journal rows are keyed by it): a
 * profile update whose args carry the whole list of shown channels, which the wall shows at once.
 */
export const monitorCommands = defineCommands('monitoring', {
  filter: takes<{
    readonly scope: MonitorScope;
    readonly channel: string;
    readonly shown: boolean;
    readonly filter: readonly string[];
  }>('monitor.filter'),
});

export interface MonitorFilterPendingState {
  /** The newest filter command in flight and the whole list of shown channels it saves. */
  readonly latest?: { readonly id: string; readonly filter: readonly string[] };
}

export const initialMonitorFilterPendingState: MonitorFilterPendingState = {};

const filterOf = (args: unknown): readonly string[] | undefined =>
  typeof args === 'object' && args !== null ? savedMonitorFilter((args as { filter?: unknown }).filter) : undefined;

/**
 * Each command carries the whole list (computed from what the wall showed, pending toggles included), so only the
 * newest matters: an older one settling leaves it in place; when the newest settles the profile frame has already
 * brought the saved list (the server sends it before the reply), or — refused, timed out — the wall falls back
 * to what the server holds.
 */
export const monitorFilterPendingProjection = defineProjection<MonitorFilterPendingState, JournalEvent>({
  name: 'monitorFilterPending',
  initial: initialMonitorFilterPendingState,
  handles: { CommandIssued: true, CommandSettled: true },
  apply(draft, event) {
    switch (event.type) {
      case 'CommandIssued': {
        const filter = event.name === monitorCommands.filter.name ? filterOf(event.args) : undefined;
        if (filter) draft.latest = { id: event.id, filter: [...filter] };
        return;
      }
      case 'CommandSettled':
        if (draft.latest?.id === event.id) delete draft.latest;
        return;
      default:
        unhandled(event);
    }
  },
});
