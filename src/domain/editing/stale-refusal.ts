/**
 * A save refused as stale (issue 32 §2, docs/protocol/one-truth.md "The `stale` refusal"): someone saved the item
 * since the version the form was based on. The item itself reaches the console as its list's update (the same
 * write); the refusal says who made it and which version the next save is to be based on.
 */
export interface StaleRefusal {
  /** The display name (or e-mail) of who made the current version, or 'the studio server'. */
  readonly changedBy: string;
  /** The current version: the base of the next save. */
  readonly version: number;
}
