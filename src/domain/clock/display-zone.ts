import { decoded, defineCommands } from '../commands';
import { defineProjection } from '../projection';
import type { DisplayZoneEvent } from './clock.events';

export const clockCommands = defineCommands('clock', {
  /**
   * Journaled when a session opens: the IANA zone the console shows times in (the browser's, or the one the
   * console was configured with). It decides what the operator saw — the dashboard's days, every HH:mm — so a
   * replay in another zone shows the recorded one (docs/replay-mode.md). The normalizer decodes its args
   * into `DisplayZoneRecorded`.
   */
  displayZone: decoded<{ readonly zone: string }>('console.display_zone'),
});

export interface DisplayZoneState {
  /** The zone the log last recorded; undefined before any. */
  readonly zone?: string;
}

export const initialDisplayZoneState: DisplayZoneState = {};

export const displayZoneProjection = defineProjection<DisplayZoneState, DisplayZoneEvent>({
  name: 'displayZone',
  initial: initialDisplayZoneState,
  handles: { DisplayZoneRecorded: true },
  apply(draft, event) {
    // An empty zone names none: the one recorded before stands.
    if (event.zone !== '') draft.zone = event.zone;
  },
});
