import { formatRecordTime, recordTimeValue, type AdminListSpec } from '../admin-kit';
import { releaseStatuses, type ListData, type ReleaseStatus } from '../cms';
import type { Setting } from '../settings';

/** The developer area's two release lists (spec 3 §2.8): streamer releases (v3) and broadcaster releases. */
export type ReleaseArea = 'releases' | 'broadcaster';
export const releaseAreas: readonly ReleaseArea[] = ['releases', 'broadcaster'];

/** The tab a status path names; the spec's default (and an unknown path's) is release. */
export const defaultReleaseStatus: ReleaseStatus = 'release';
export const isReleaseStatus = (text: string | undefined): text is ReleaseStatus =>
  (releaseStatuses as readonly string[]).includes(text ?? '');

/** The list ids a developer_config setting holds (spec 3 §3); the first such setting by id counts. */
export interface ReleaseListIds {
  readonly releases?: number;
  readonly broadcaster?: number;
}

const listId = (value: unknown): number | undefined => {
  const id = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

export const releaseListIds = (settings: readonly Setting[]): ReleaseListIds => {
  const config = settings.filter((setting) => setting.type === 'developer_config').sort((a, b) => a.id - b.id)[0]
    ?.value as { version_3_list_id?: unknown; broadcaster_list_id?: unknown } | undefined;
  const releases = listId(config?.version_3_list_id);
  const broadcaster = listId(config?.broadcaster_list_id);
  return { ...(releases ? { releases } : {}), ...(broadcaster ? { broadcaster } : {}) };
};

/** A release record as the table shows it (spec 3 §3: id, version, key, updated_at, unit_ids, status, os_version). */
export interface ReleaseRow {
  readonly id: number;
  readonly listId: number;
  readonly version: string;
  readonly key: string;
  readonly status: string;
  readonly unitIds: readonly (string | number)[];
  readonly osVersion: string;
  /** The release's own updated_at, else the record's: an edit made here writes the former. */
  readonly updatedAt?: string;
  readonly state: ListData['state'];
}

const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/**
 * Unit ids as stored: a list of ids, or (written by hand in /content) a comma-separated text. Anything else
 * reads as none, so one odd record never breaks the table.
 */
export const unitIdsOf = (value: unknown): readonly (string | number)[] => {
  if (Array.isArray(value))
    return value.filter((id): id is string | number => typeof id === 'string' || typeof id === 'number');
  return typeof value === 'string' ? parseUnitIds(value) : [];
};

/** '4, 9, cam-3' → [4, 9, 'cam-3']: digits become numbers, blanks and repeats are dropped. */
export const parseUnitIds = (input: string): readonly (string | number)[] => {
  const ids: (string | number)[] = [];
  for (const part of input.split(/[,\s]+/)) {
    if (part === '') continue;
    const id = /^\d{1,15}$/.test(part) ? Number(part) : part;
    if (!ids.includes(id)) ids.push(id);
  }
  return ids;
};

export const releaseRow = (record: ListData): ReleaseRow => {
  const updatedAt = text(record.data.updated_at) || record.updated_at;
  return {
    id: record.id,
    listId: record.cms_list_id,
    version: text(record.data.version),
    key: text(record.data.key),
    status: text(record.data.status),
    unitIds: unitIdsOf(record.data.unit_ids),
    osVersion: text(record.data.os_version),
    ...(updatedAt ? { updatedAt } : {}),
    state: record.state,
  };
};

/** The updated-at cell: DD.MM.YYYY HH:mm:ss in the display zone, as the settings tables write times. */
export const releaseTime = (row: ReleaseRow, zone: string): string => formatRecordTime(row.updatedAt, zone);

/**
 * Search reads version, key, unit ids and OS version; the status tab is an exact filter on `status`; hidden
 * records (state archived) stay out, as content_list/{id} leaves them out.
 */
export const releaseListSpec: AdminListSpec<ReleaseRow> = {
  searchText: (row) => [row.version, row.key, row.unitIds.join(' '), row.osVersion],
  state: (row) => row.state,
  value: (row, column) => {
    switch (column) {
      case 'id':
        return row.id;
      case 'version':
        return row.version;
      case 'key':
        return row.key;
      case 'status':
        return row.status;
      case 'unit_ids':
        return row.unitIds.join(', ');
      case 'os_version':
        return row.osVersion;
      case 'updated_at':
        return recordTimeValue(row.updatedAt);
      default:
        return undefined;
    }
  },
};
