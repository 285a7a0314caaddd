import { expect } from 'chai';
import { applyAdminList, initialAdminListQuery } from '../../../src/domain/admin-kit';
import type { ListData } from '../../../src/domain/cms';
import {
  isReleaseStatus,
  parseUnitIds,
  releaseFormOf,
  releaseListIds,
  releaseListSpec,
  releaseRow,
  releaseSavePlan,
} from '../../../src/domain/developer';
import type { Setting } from '../../../src/domain/settings';

const record = (id: number, data: Record<string, unknown>, extra: Partial<ListData> = {}): ListData => ({
  id,
  cms_list_id: 7,
  state: 'active',
  data,
  ...extra,
});

describe('domain/developer: release lists (spec 3 §2.8, §3, §4)', () => {
  it('reads the list ids of the first developer_config setting, numbers or digit strings, and nothing else', () => {
    const settings: Setting[] = [
      { id: 9, name: 'later', type: 'developer_config', value: { version_3_list_id: 99 } },
      { id: 3, name: 'dev', type: 'developer_config', value: { version_3_list_id: '7', broadcaster_list_id: 8 } },
      { id: 1, name: 'billing', type: 'billing_config', value: { version_3_list_id: 1 } },
    ];
    expect(releaseListIds(settings)).to.deep.equal({ releases: 7, broadcaster: 8 });
    expect(
      releaseListIds([{ id: 1, name: 'x', type: 'developer_config', value: { version_3_list_id: 'seven' } }]),
    ).to.deep.equal({});
    expect(releaseListIds([])).to.deep.equal({});
  });

  it('knows the eight statuses and nothing else', () => {
    expect(
      ['release', 'partial-release', 'init', 'test', 'tested', 'released', 'rejected', 'archived'].every(
        isReleaseStatus,
      ),
    ).to.equal(true);
    expect(isReleaseStatus('Release')).to.equal(false);
    expect(isReleaseStatus(undefined)).to.equal(false);
  });

  it('reads unit ids from a list or a comma-separated text, digits as numbers, without repeats', () => {
    expect(parseUnitIds(' 4, 9,,cam-3 4 ')).to.deep.equal([4, 9, 'cam-3']);
    expect(releaseRow(record(1, { version: 'v1', status: 'test', unit_ids: [4, 'x', null] })).unitIds).to.deep.equal([
      4,
      'x',
    ]);
    expect(releaseRow(record(1, { version: 'v1', status: 'test', unit_ids: '12, 13' })).unitIds).to.deep.equal([
      12, 13,
    ]);
    expect(releaseRow(record(1, { version: 'v1', status: 'test', unit_ids: { a: 1 } })).unitIds).to.deep.equal([]);
  });

  it("prefers the release's own updated_at over the record's", () => {
    expect(
      releaseRow(record(1, { updated_at: '2026-01-02T00:00:00Z' }, { updated_at: '2026-05-05T00:00:00Z' })).updatedAt,
    ).to.equal('2026-01-02T00:00:00Z');
    expect(releaseRow(record(1, {}, { updated_at: '2026-05-05T00:00:00Z' })).updatedAt).to.equal(
      '2026-05-05T00:00:00Z',
    );
  });

  it('Given release rows, When the status tab filters them, Then only that status shows, hidden records left out, newest first', () => {
    const rows = [
      record(1, { version: 'v1.13.0', status: 'released', updated_at: '2026-01-01T00:00:00Z' }),
      record(2, { version: 'v1.14.2', status: 'release', updated_at: '2026-03-01T00:00:00Z' }),
      record(3, { version: 'v1.14.3', status: 'release', updated_at: '2026-04-01T00:00:00Z' }),
      record(4, { version: 'v1.14.4', status: 'release' }, { state: 'archived' }),
    ].map(releaseRow);
    const page = applyAdminList(rows, releaseListSpec, {
      ...initialAdminListQuery(),
      filters: { status: 'release' },
      sort: { column: 'updated_at', direction: 'descending' },
    });
    expect(page.rows.map((row) => row.version)).to.deep.equal(['v1.14.3', 'v1.14.2']);
  });

  it('searches version, key, unit ids and OS version', () => {
    const rows = [
      record(1, { version: 'b3.2.0', key: 'broadcaster/b3.2.0.img', status: 'release', os_version: 'debian-12' }),
      record(2, { version: 'b3.3.0', key: 'broadcaster/b3.3.0.img', status: 'release', unit_ids: [44] }),
    ].map(releaseRow);
    const search = (text: string) =>
      applyAdminList(rows, releaseListSpec, { ...initialAdminListQuery(), search: text }).rows.map((row) => row.id);
    expect(search('debian')).to.deep.equal([1]);
    expect(search('44')).to.deep.equal([2]);
    expect(search('b3.')).to.deep.equal([1, 2]);
  });
});

describe('domain/developer: the release editor’s save (spec 3 §4 "How the status changes is not shown")', () => {
  const stored = record(5, { version: 'v1.15.0-rc1', key: 'k', status: 'test', notes: 'keep me', unit_ids: [4] });

  it('keeps the other values, writes the edited ones and the time of the save', () => {
    const form = { ...releaseFormOf(stored), status: 'tested', unitIds: '4, 9' };
    const plan = releaseSavePlan('releases', stored, form, '2026-11-24T23:00:00.000Z');
    expect(plan).to.deep.equal({
      ok: true,
      draft: {
        id: 5,
        cms_list_id: 7,
        state: 'active',
        data: {
          version: 'v1.15.0-rc1',
          key: 'k',
          status: 'tested',
          notes: 'keep me',
          unit_ids: [4, 9],
          updated_at: '2026-11-24T23:00:00.000Z',
        },
      },
    });
  });

  it('writes os_version for broadcaster releases only', () => {
    const form = { ...releaseFormOf(stored), osVersion: ' debian-13 ' };
    const broadcaster = releaseSavePlan('broadcaster', stored, form, 'now');
    const streamer = releaseSavePlan('releases', stored, form, 'now');
    expect(broadcaster.ok && broadcaster.draft.data.os_version).to.equal('debian-13');
    expect(streamer.ok && 'os_version' in streamer.draft.data).to.equal(false);
  });

  it('refuses a blank version or a status outside the eight', () => {
    expect(releaseSavePlan('releases', stored, { ...releaseFormOf(stored), version: '  ' }, 'now')).to.deep.equal({
      ok: false,
      problem: 'A release needs a version.',
    });
    const odd = releaseSavePlan('releases', stored, { ...releaseFormOf(stored), status: 'shipped' }, 'now');
    expect(odd.ok).to.equal(false);
  });
});
