/** Whether an admin save created its entity or updated it (and so which toast it gets). */
export type SaveMode = 'create' | 'update';

/** What every admin save journals besides its entity (the wire command catalogue checks it). */
export interface SaveArgs {
  readonly mode: SaveMode;
}
