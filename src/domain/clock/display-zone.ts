import { decoded, defineCommands } from '../commands';
import type { CommandIssued } from '../journal';
import { defineProjection } from '../projection';

export const clockCommands = defineCommands('clock', {
  /**
   * Journaled when a session opens: the IANA zone the console shows times in (the browser's, or the one the
   * console was configured with). It decides what the operator saw — the dashboard's days, every HH:mm — so a
   * replay in another zone shows the recorded one (docs/replay-mode.md).
   */
  displayZone: decoded<{ readonly zone: string }>('console.display_zone'),
});

export interface DisplayZoneState {
  /** The zone the log last recorded; undefined before any. */
  readonly zone?: string;
}

export const initialDisplayZoneState: DisplayZoneState = {};

export const displayZoneProjection = defineProjection<DisplayZoneState, CommandIssued>({
  name: 'displayZone',
  initial: initialDisplayZoneState,
  handles: { CommandIssued: true },
  apply(draft, event) {
    if (event.name !== clockCommands.displayZone.name) return;
    // (Read here until the normalizer decodes local commands' arguments into typed events.)
    const zone =
      typeof event.args === 'object' && event.args !== null ? (event.args as Record<string, unknown>).zone : undefined;
    if (typeof zone === 'string' && zone !== '') draft.zone = zone;
  },
});
