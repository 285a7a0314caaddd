import { expect } from 'chai';
import { auditInitRows, auditProjection, type AuditRow } from '../../../src/domain/audit';
import { projectionSpec } from '../../support/projection-spec';

const row = (id: number): AuditRow => ({
  id,
  at: id * 1000,
  account_email: 'admin@demo.local',
  topic: 'control',
  event: 'transcoder',
  payload: {},
  outcome: 'ok',
  latency_ms: 5,
});
const rows = (from: number, to: number): AuditRow[] =>
  Array.from({ length: to - from + 1 }, (_, index) => row(to - index));
const { given, when } = projectionSpec(auditProjection);

describe('domain: audit projection paging (issue 7: "Load older" beyond the latest 200 rows)', () => {
  it(`a full init (${auditInitRows} rows) may have older rows behind it; a shorter one has none`, () => {
    expect(given({ type: 'AuditRowsReceived', rows: rows(1, auditInitRows), at: 0 }).olderAvailable).to.equal(true);
    expect(given({ type: 'AuditRowsReceived', rows: rows(1, 5), at: 0 }).olderAvailable).to.equal(false);
  });

  it('given an init, when an older page arrives, then its rows join after the ones held, duplicates once, and `more` decides what is left', () => {
    const state = given(
      { type: 'AuditRowsReceived', rows: rows(201, 400), at: 0 },
      { type: 'AuditOlderRowsReceived', rows: [row(201), ...rows(1, 200)], more: false, at: 1 },
    );
    expect(state.rows).to.have.length(400);
    expect(state.rows.slice(199, 202).map((held) => held.id)).to.deep.equal([201, 200, 199]);
    expect(state.olderAvailable).to.equal(false);
  });

  it("a rejoin's init replaces the list, older pages included", () => {
    const state = given(
      { type: 'AuditRowsReceived', rows: rows(201, 400), at: 0 },
      { type: 'AuditOlderRowsReceived', rows: rows(1, 200), more: true, at: 1 },
      { type: 'AuditRowsReceived', rows: rows(202, 401), at: 2 },
    );
    expect(state.rows).to.have.length(200);
    expect(state.olderAvailable).to.equal(true);
  });

  it('within one init a row is never replaced and new rows join at the end (readers convert only the new ones); the next init starts a new generation', () => {
    const first = given({ type: 'AuditRowsReceived', rows: rows(1, 3), at: 0 });
    const appended = when(
      first,
      { type: 'AuditRowAppended', row: row(4), at: 1 },
      { type: 'AuditRowAppended', row: { ...row(2), outcome: 'error' }, at: 2 },
      { type: 'AuditRowAppended', row: row(4), at: 2 },
      { type: 'AuditOlderRowsReceived', rows: [row(4), row(0)], more: false, at: 2 },
    );
    expect(
      appended.rows.map((held) => held.id),
      'a row appended twice in one batch, or paged in after it, is held once',
    ).to.deep.equal([3, 2, 1, 4, 0]);
    expect(appended.rows.slice(0, 3)).to.deep.equal(first.rows);
    expect(appended.rows[1]?.outcome, 'a repeated id keeps the row held').to.equal('ok');
    expect(appended.generation).to.equal(first.generation);
    expect(when(appended, { type: 'AuditRowsReceived', rows: rows(5, 6), at: 3 }).generation).to.equal(
      first.generation + 1,
    );
  });
});
