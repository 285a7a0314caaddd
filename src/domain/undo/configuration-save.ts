import type { UndoKind, UndoTarget } from './undo-kinds';

/** One of the operator's last configuration saves, as the undo topic lists them (no values: only what it was). */
export interface ConfigurationSave extends UndoTarget {
  /** The save's row on the server. */
  readonly save_id: number;
  readonly kind: UndoKind;
  /** The item's name (title, identifier or e-mail) as the save left it. */
  readonly label: string;
  /** When the save was stored, unix seconds. */
  readonly at: number;
  /** The save this one undid (an undo is a save too, and can itself be undone). */
  readonly undoes?: number;
  /** The save that undid this one. */
  readonly undone_by?: number;
}

/** What the list shows for a save: "Channel · Studio A", "Account · dana@example.com". */
export const savedItemText = (save: Pick<ConfigurationSave, 'label' | 'id'>, noun: string): string =>
  `${noun} · ${save.label.trim() === '' ? `#${save.id}` : save.label}`;
