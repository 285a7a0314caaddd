import { decoded, defineCommands } from '../commands';
import { defineProjection } from '../projection';

// The bottom sheet's fullscreen toggle (spec 3 §2, admin-only) enters the log like the dashboard's choices, so a
// replay shows the sheet as the operator had it (docs/replay-mode.md). The registry lives here because the toggle
// is `decoded`: the wire command catalogue, in the login route's entry chunk, reads it.

export const bottomSheetCommands = defineCommands('bottom-sheet', {
  /** The fullscreen toggle, remembered on this device too. */
  setFullscreen: decoded<{ readonly on: boolean }>('bottom_sheet.fullscreen'),
});

/** The toggle, decoded from its journal entry by the normalizer. */
export interface SheetFullscreenChosen {
  readonly type: 'SheetFullscreenChosen';
  readonly on: boolean;
  readonly at: number;
}

export type BottomSheetEvent = SheetFullscreenChosen;

/** The toggle as the log last recorded it; undefined before any, where the remembered one stands. */
export interface BottomSheetChoicesState {
  readonly fullscreen?: boolean;
}

export const initialBottomSheetChoicesState: BottomSheetChoicesState = {};

export const bottomSheetChoicesProjection = defineProjection<BottomSheetChoicesState, BottomSheetEvent>({
  name: 'bottomSheetChoices',
  initial: initialBottomSheetChoicesState,
  handles: { SheetFullscreenChosen: true },
  apply(draft, event) {
    draft.fullscreen = event.on;
  },
});
