import { expect } from 'chai';
import {
  auditEntryFromJournal,
  auditEntryFromRow,
  auditToCsv,
  auditToNdjson,
  matchesAuditFilter,
  noAuditFilter,
  sortAuditEntries,
  summarizePayload,
  type AuditEntry,
} from '../../../src/domain/audit';

const entry = (id: string, at: number, account: string, extra: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  at,
  account,
  command: 'save',
  target: 'running_orders:create',
  payload: {},
  summary: '{}',
  outcome: 'ok',
  latencyMs: 5,
  ...extra,
});

const rows = Array.from({ length: 60 }, (_, i) =>
  entry(
    `c${String(i).padStart(2, '0')}`,
    1000 + i,
    i % 2 ? 'user@demo.local' : 'admin@demo.local',
    i % 3 === 0 ? { outcome: 'error', reason: 'Not allowed' } : {},
  ),
);

describe('domain: audit rules (issue 7 "Audit view")', () => {
  it('filters by account, command, target, outcome and time range', () => {
    const kept = rows.filter(
      matchesAuditFilter({
        ...noAuditFilter,
        account: 'user@demo.local',
        outcome: 'error',
        target: 'RUNNING',
        from: 1010,
        to: 1040,
      }),
    );
    expect(kept.map((e) => e.id)).to.deep.equal(['c15', 'c21', 'c27', 'c33', 'c39']);
    expect(rows.filter(matchesAuditFilter({ ...noAuditFilter, command: 'delete' }))).to.have.length(0);
    expect(rows.filter(matchesAuditFilter(noAuditFilter))).to.have.length(60);
  });

  it('sorts by time, newest or oldest first, ties by id', () => {
    const tied = [entry('b', 5, 'x'), entry('a', 5, 'x'), entry('c', 1, 'x')];
    expect(sortAuditEntries(tied, 'newest').map((e) => e.id)).to.deep.equal(['b', 'a', 'c']);
    expect(sortAuditEntries(tied, 'oldest').map((e) => e.id)).to.deep.equal(['c', 'a', 'b']);
  });

  it('folds long payloads to one line and keeps the full payload', () => {
    const summary = summarizePayload({ text: 'a\n\n b'.repeat(100) });
    expect(summary).to.not.include('\n');
    expect(summary).to.have.length(120);
    expect(summary.endsWith('…')).to.equal(true);
  });

  it('maps server rows and journal records to entries with their outcome', () => {
    const fromRow = auditEntryFromRow({
      id: 4,
      at: 10,
      account_email: 'a@x',
      topic: 'events:3',
      event: 'save',
      payload: { x: 1 },
      outcome: 'error',
      reason: 'Nope',
      latency_ms: 12,
    });
    expect(fromRow).to.deep.include({
      id: 'server:4',
      account: 'a@x',
      command: 'save',
      target: 'events:3',
      outcome: 'error',
      reason: 'Nope',
      latencyMs: 12,
    });
    expect(
      auditEntryFromJournal({ id: 'j', at: 1, account: 'b@x', name: 'transcoder.start', args: {}, outcome: 'timeout' })
        .outcome,
    ).to.equal('timeout');
    expect(
      auditEntryFromJournal({ id: 'j', at: 1, account: 'b@x', name: 'transcoder.start', args: {} }).outcome,
    ).to.equal('pending');
  });

  it('exports CSV (RFC 4180 quoting, formula-safe) and NDJSON', () => {
    const tricky = [entry('x', 0, '=cmd@x', { payload: { a: 'b,"c"' }, reason: 'line\nbreak', outcome: 'error' })];
    const csv = auditToCsv(tricky);
    expect(csv.split('\r\n')[0]).to.equal('time,account,command,target,payload,outcome,reason,latency_ms');
    expect(csv).to.include(
      `1970-01-01T00:00:00.000Z,'=cmd@x,save,running_orders:create,"{""a"":""b,\\""c\\""""}",error,"line\nbreak",5`,
    );
    const lines = auditToNdjson(rows.slice(0, 2)).trim().split('\n');
    expect(lines).to.have.length(2);
    expect(JSON.parse(lines[0]!)).to.include({ account: 'admin@demo.local', outcome: 'error', latency_ms: 5 });
  });
});
