import type { CommandOutcome } from '../log';
import { toggledArchiveState, type ArchiveState } from '../groups';

/** The eye action: hide moves active to archived, show moves it back (spec 3 §4). */
export const eyeActionState = (state: ArchiveState): ArchiveState => toggledArchiveState(state);

/** A bulk state change or delete: one outcome per record. Any failure shows a warning (spec 3 §4). */
export const bulkChangeResult = (outcomes: readonly CommandOutcome[]): 'ok' | 'warning' =>
  outcomes.every((outcome) => outcome === 'ok') ? 'ok' : 'warning';
