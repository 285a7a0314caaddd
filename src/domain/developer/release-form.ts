import { releaseStatuses, type ListData, type ListDataDraft } from '../cms';
import { parseUnitIds, releaseRow, type ReleaseArea } from './release-row';

/** What the release editor edits (spec 3 §3 Release record); unit ids as typed, comma-separated. */
export interface ReleaseForm {
  readonly version: string;
  readonly key: string;
  readonly status: string;
  readonly unitIds: string;
  /** Broadcaster releases only. */
  readonly osVersion: string;
}

export const releaseFormOf = (record: ListData): ReleaseForm => {
  const row = releaseRow(record);
  return {
    version: row.version,
    key: row.key,
    status: row.status,
    unitIds: row.unitIds.join(', '),
    osVersion: row.osVersion,
  };
};

/** The save payload, or why the form is refused. */
export type ReleaseSavePlan =
  { readonly ok: true; readonly draft: ListDataDraft } | { readonly ok: false; readonly problem: string };

/**
 * A release save (spec 3 §4: "How the status changes is not shown"; decided in docs/protocol/developer.md): the
 * stored record's other values kept as they are (a save replaces the record's data), the edited fields, and
 * updated_at set to the time of the save. A version is required and the status must be one of the eight.
 */
export const releaseSavePlan = (
  area: ReleaseArea,
  stored: ListData,
  form: ReleaseForm,
  nowIso: string,
): ReleaseSavePlan => {
  const version = form.version.trim();
  if (version === '') return { ok: false, problem: 'A release needs a version.' };
  if (!(releaseStatuses as readonly string[]).includes(form.status))
    return { ok: false, problem: `Choose a status: ${releaseStatuses.join(', ')}.` };
  const osVersion = form.osVersion.trim();
  const data: Record<string, unknown> = {
    ...stored.data,
    version,
    key: form.key.trim(),
    status: form.status,
    unit_ids: parseUnitIds(form.unitIds),
    updated_at: nowIso,
  };
  if (area === 'broadcaster') data.os_version = osVersion;
  return { ok: true, draft: { id: stored.id, cms_list_id: stored.cms_list_id, state: stored.state, data } };
};
