import { castDraft } from 'immer';
import { defineProjection, unhandled } from '../projection';
import type { ConfigurationSave } from './configuration-save';

/** undo:{account_id} `saves`: the account's kept configuration saves, newest first (the whole list each time). */
export interface ConfigurationSavesReceived {
  readonly type: 'ConfigurationSavesReceived';
  readonly saves: readonly ConfigurationSave[];
  readonly at: number;
}

export type UndoEvent = ConfigurationSavesReceived;

export interface UndoState {
  /** Undefined until the first list: the menu says "Loading…", not "No changes yet.". */
  readonly saves?: readonly ConfigurationSave[];
}

export const initialUndoState: UndoState = {};

/** The operator's last configuration saves as the server last listed them (issue 32 §4). */
export const undoProjection = defineProjection<UndoState, UndoEvent>({
  name: 'undo',
  initial: initialUndoState,
  handles: { ConfigurationSavesReceived: true },
  apply(draft, event) {
    switch (event.type) {
      case 'ConfigurationSavesReceived':
        draft.saves = castDraft(event.saves);
        return;
      default:
        unhandled(event.type);
    }
  },
});
