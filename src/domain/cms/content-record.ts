/** A record read over HTTP from content_list/{id}: flat values with an id (spec 3 §7). */
export type ContentRecord = Readonly<Record<string, unknown>> & { readonly id: number };

/** Release status values (spec 3 §2.8, §4); the developer area filters by them and defaults to release. */
export const releaseStatuses = [
  'release',
  'partial-release',
  'init',
  'test',
  'tested',
  'released',
  'rejected',
  'archived',
] as const;
export type ReleaseStatus = (typeof releaseStatuses)[number];

/**
 * A release record (spec 3 §3). `status` stays a string: how it changes is not shown, and a value outside the
 * list must not drop the whole release list; it simply matches no tab.
 */
export interface ReleaseRecord {
  readonly id: number;
  readonly version: string;
  readonly status: string;
  readonly key?: string;
  readonly updated_at?: string;
  /** Kept as sent: the spec does not say whether unit ids are numbers or strings. */
  readonly unit_ids?: readonly (string | number)[];
  /** Broadcaster releases only. */
  readonly os_version?: string;
}

/** A series item of the devices plan (spec 3 §3): unix seconds. */
export interface SeriesItem {
  readonly id: number;
  readonly name: string;
  readonly start_time: number;
  readonly end_time: number;
}

export const releasesWithStatus = (records: readonly ReleaseRecord[], status: string): readonly ReleaseRecord[] =>
  records.filter((record) => record.status === status);
