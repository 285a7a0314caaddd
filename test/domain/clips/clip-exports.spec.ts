import { expect } from 'chai';
import {
  exportDrafts,
  exportListWindowMs,
  exportSelectionError,
  offersExport,
  preselectedQualities,
  visibleExports,
} from '../../../src/domain/clips';
import { clip, clipExport } from './clip-builders';

const form = { required_qualities: ['q1', 'q2'], pre_selected_qualities: ['q2', 'q9'] };
const qualities = [
  clip('a', { group: 'g', order: 1 }),
  clip('b', { group: 'g', order: 2 }),
  clip('c', { group: 'g', order: 3 }),
];

describe('clip export rules', () => {
  it("spec 2 §5: a selection without every required quality gives 'This clip doesn't have required qualities'", () => {
    expect(exportSelectionError(['q1'], form)).to.equal("This clip doesn't have required qualities");
    expect(exportSelectionError(['q1', 'q2', 'q3'], form)).to.equal(undefined);
    expect(exportSelectionError([], {}), 'no required qualities').to.equal(undefined);
  });

  it('spec 2 §5: the export menu entry appears only when the clip has the required qualities', () => {
    expect(offersExport(qualities, form)).to.equal(true);
    expect(offersExport(qualities.slice(0, 1), form)).to.equal(false);
  });

  it('spec 2 §9: default quality preselection comes from settings, limited to the qualities the clip has', () => {
    expect(preselectedQualities(qualities, form)).to.deep.equal(['q2']);
  });

  it('spec 2 §4: with a list of export_configuration_id each is exported separately', () => {
    const base = { clip_uuids: ['a', 'b'], event_uuid: 'ev-1', form_data: { title: 'Goal' }, meta: { title: 'Goal' } };
    const drafts = exportDrafts(base, [4, 7, 4]);
    expect(drafts.map((draft) => draft.meta.export_configuration_id)).to.deep.equal([4, 7]);
    expect(drafts.every((draft) => draft.form_data === base.form_data && draft.meta.title === 'Goal')).to.equal(true);
    expect(
      exportDrafts(base, 9).map((draft) => draft.meta.export_configuration_id),
      'a single id',
    ).to.deep.equal([9]);
    expect(exportDrafts(base, undefined), 'no configuration, nothing to export').to.deep.equal([]);
  });

  describe('spec 2 §6 export list: "the last 7 days only", non-admins "only their own exports (matched by account e-mail)"', () => {
    const now = Date.parse('2026-11-12T12:00:00Z');
    const exports = [
      clipExport('mine-fresh', { inserted_at: '2026-11-12T11:00:00Z', account: 'me@studio.example' }),
      clipExport('theirs', { inserted_at: '2026-11-11T11:00:00Z', account: 'them@studio.example' }),
      clipExport('mine-8-days', { inserted_at: '2026-11-04T11:00:00Z', account: 'me@studio.example' }),
      clipExport('mine-at-edge', {
        inserted_at: new Date(now - exportListWindowMs).toISOString(),
        account: 'ME@studio.example',
      }),
      clipExport('unreadable', { inserted_at: 'yesterday', account: 'me@studio.example' }),
    ];

    it('an admin sees every export of the last 7 days, newest first', () => {
      expect(
        visibleExports(exports, { now, subject: { type: 'admin', email: 'me@studio.example' } }).map((one) => one.uuid),
      ).to.deep.equal(['mine-fresh', 'theirs', 'mine-at-edge']);
    });

    it('a non-admin sees only their own', () => {
      expect(
        visibleExports(exports, { now, subject: { type: 'user', email: 'me@studio.example' } }).map((one) => one.uuid),
      ).to.deep.equal(['mine-fresh', 'mine-at-edge']);
    });

    it('the window is 7 days', () => {
      expect(exportListWindowMs).to.equal(7 * 24 * 3600 * 1000);
    });
  });
});
