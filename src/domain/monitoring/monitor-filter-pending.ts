// A wall's side-bar toggle shows at once (issue 14: a card shows or goes in under 100 ms), before the server's
// profile frame confirms it: the newest wall-filter command still in flight carries the list the person asked for.
// A layout choice (issue 31: grid, solo) and the header's switches show at once the same way, from the newest layout
// or settings command in flight.
import type { CommandSettled } from '../journal';
import { defineProjection, unhandled } from '../projection';
import { decoded, defineCommands } from '../commands';
import type { MonitorScope } from './monitor-wall';
import type { WallLayouts, WallName } from './wall-layout';
import type { WallSettings } from './wall-settings';
import type { MonitoringEvent } from './monitoring.events';

/**
 * The command a side-bar eye or a card's close button issues (its toasts and journal rows are keyed by it): a
 * profile update whose args carry the whole list of shown channels, which the wall shows at once.
 */
export const monitorCommands = defineCommands('monitoring', {
  filter: decoded<{
    readonly scope: MonitorScope;
    readonly channel: string;
    readonly shown: boolean;
    readonly filter: readonly string[];
  }>('monitor.filter'),
  /**
   * A grid choice or a solo on any wall (monitor, system monitor, multiview): the profile update saving every wall's
   * layout (`meta.monitor_wall_layout`); `wall` is the one that changed.
   */
  layout: decoded<{ readonly wall: WallName; readonly layouts: WallLayouts }>('monitor.layout'),
  /** The Sound alarm or Stats switch: the profile update saving both (`meta.monitor_wall_settings`). */
  settings: decoded<{ readonly settings: WallSettings }>('monitor.settings'),
});

export interface MonitorFilterPendingState {
  /** The newest filter command in flight and the whole list of shown channels it saves. */
  readonly latest?: { readonly id: string; readonly filter: readonly string[] };
  /** The newest layout command in flight and every wall's layout it saves. */
  readonly layout?: { readonly id: string; readonly layouts: WallLayouts };
  /** The newest settings command in flight and both switches it saves. */
  readonly settings?: { readonly id: string; readonly settings: WallSettings };
}

export const initialMonitorFilterPendingState: MonitorFilterPendingState = {};

/**
 * Each command carries the whole list (computed from what the wall showed, pending toggles included), so only the
 * newest matters: an older one settling leaves it in place; when the newest settles the profile frame has already
 * brought the saved list (the server sends it before the reply), or — refused, timed out — the wall falls back
 * to what the server holds.
 */
export const monitorFilterPendingProjection = defineProjection<
  MonitorFilterPendingState,
  MonitoringEvent | CommandSettled
>({
  name: 'monitorFilterPending',
  initial: initialMonitorFilterPendingState,
  handles: { MonitorFilterAsked: true, MonitorLayoutAsked: true, MonitorSettingsAsked: true, CommandSettled: true },
  apply(draft, event) {
    switch (event.type) {
      case 'MonitorFilterAsked':
        draft.latest = { id: event.id, filter: [...event.filter] };
        return;
      case 'MonitorLayoutAsked':
        draft.layout = { id: event.id, layouts: event.layouts };
        return;
      case 'MonitorSettingsAsked':
        draft.settings = { id: event.id, settings: event.settings };
        return;
      case 'CommandSettled':
        if (draft.latest?.id === event.id) delete draft.latest;
        if (draft.layout?.id === event.id) delete draft.layout;
        if (draft.settings?.id === event.id) delete draft.settings;
        return;
      default:
        unhandled(event);
    }
  },
});
