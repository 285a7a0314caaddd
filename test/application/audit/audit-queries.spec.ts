import { expect } from 'chai';
import { firstValueFrom, filter } from 'rxjs';
import { testCommand } from '../../support/test-command';
import { auditModule, AuditQueries, type AuditView } from '../../../src/application/audit';
import { CommandBus } from '../../../src/application/commands';
import { JournalKeeper } from '../../../src/application/sign-in/journal-keeper';
import { createHarness, settle, type Harness } from '../console-harness';

// Issue 7, audit view: the query pipeline from audit:all frames to the page a person sees, with a fake
// socket: the server source, filters, paging and "Load older" beyond the latest 200 rows.

const row = (id: number, account = 'admin@demo.local', event = 'transcoder') => ({
  id,
  at: new Date(Date.parse('2026-11-01T00:00:00Z') + id * 60_000).toISOString(),
  account_id: 1,
  account_email: account,
  topic: 'control',
  event,
  payload: { type: 'start', channel: `c-${id}` },
  outcome: 'ok',
  latency_ms: 10,
});
const rows = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => row(to - index));

const setup = (
  olderPages: Record<number, { data: unknown[]; more: boolean }> = {},
): Harness & { queries: AuditQueries } => {
  const held: { harness?: Harness } = {};
  const created = createHarness({
    push: (topic, event, payload) => {
      const page = olderPages[(payload as { before_id: number }).before_id];
      // The studio server answers and sends the page as an `older` frame to this channel.
      if (topic === 'audit:all' && event === 'older' && page)
        queueMicrotask(() => held.harness?.receive('audit:all', 'older', page));
      return { status: 'ok', response: { data: page?.data ?? [] } };
    },
  });
  held.harness = created;
  created.container.bind(JournalKeeper).toConstantValue({ since: async () => [] } as unknown as JournalKeeper);
  created.container.load(auditModule);
  return { ...created, queries: created.container.get(AuditQueries) };
};

const view = (queries: AuditQueries, accept: (view: AuditView) => boolean): Promise<AuditView> =>
  firstValueFrom(queries.view$.pipe(filter(accept)));

describe('audit query pipeline with a fake socket (issue 7: audit view)', () => {
  it('joins audit:all, lists the init rows newest first, 25 a page, and filters by account', async () => {
    const harness = setup();
    const close = harness.queries.open();
    await harness.queries.decided();
    expect(harness.socket.join.calledWith('audit:all')).to.equal(true);
    harness.receive('audit:all', 'init', { data: [...rows(3, 40), row(2, 'user@demo.local', 'ping')] });
    const first = await view(
      harness.queries,
      (next) => next.kind === 'server' && next.matching === 39 && next.rows.length > 0,
    );
    expect(first.rows).to.have.length(25);
    expect(first.rows[0]?.id).to.equal('server:40');
    harness.queries.setFilter({ account: 'user@demo.local' });
    const mine = await view(harness.queries, (next) => next.matching === 1 && next.rows.length === 1);
    expect(mine.rows.map((entry) => entry.command)).to.deep.equal(['ping']);
    close();
    expect(harness.socket.leave.calledWith('audit:all')).to.equal(true);
    harness.dispose();
  });

  it('offers "Load older" after a full init of 200 rows and pages older rows in until the server has no more', async () => {
    const harness = setup({ 101: { data: rows(1, 100), more: false } });
    const older = firstValueFrom(harness.queries.olderAvailable$.pipe(filter(Boolean)));
    const close = harness.queries.open();
    await harness.queries.decided();
    harness.receive('audit:all', 'init', { data: rows(101, 300) });
    expect(await older).to.equal(true);
    await harness.queries.loadOlder();
    expect(harness.socket.push.lastCall.args.slice(0, 3)).to.deep.equal([
      'audit:all',
      'older',
      { before_id: 101, limit: 200 },
    ]);
    const all = await view(harness.queries, (next) => next.total === 300 && next.matching === 300);
    expect(all.matching).to.equal(300);
    harness.queries.setDirection('oldest');
    expect(
      (await view(harness.queries, (next) => next.direction === 'oldest' && next.rows[0]?.id === 'server:1')).rows,
    ).to.have.length(25);
    await settle();
    expect(await firstValueFrom(harness.queries.olderAvailable$)).to.equal(false);
    expect(harness.commandNames()).to.include('audit.older');
    close();
    harness.dispose();
  });

  it('a short init (under 200 rows) has nothing older to load', async () => {
    const harness = setup();
    const close = harness.queries.open();
    await harness.queries.decided();
    harness.receive('audit:all', 'init', { data: rows(1, 5) });
    await view(harness.queries, (next) => next.total === 5);
    expect(await firstValueFrom(harness.queries.olderAvailable$)).to.equal(false);
    close();
    harness.dispose();
  });

  it("without the server trail (join refused), lists this browser's journal and offers nothing older", async () => {
    const harness = setup();
    harness.socket.join.rejects(new Error('join refused: audit:all'));
    const close = harness.queries.open();
    await harness.queries.decided();
    const journal = await view(harness.queries, (next) => next.kind === 'journal');
    expect(journal.total).to.equal(0);
    expect(await firstValueFrom(harness.queries.olderAvailable$)).to.equal(false);
    close();
    harness.dispose();
  });

  it("from the journal: the persisted records and this session's commands, the session's copy of a command in both", async () => {
    const harness = createHarness();
    const at = Date.parse('2026-11-20T10:00:00Z');
    harness.container.bind(JournalKeeper).toConstantValue({
      since: async () => [
        {
          id: 'earlier',
          at,
          account: 'user@demo.local',
          name: 'transcoder.start',
          args: { channel: 'c-1' },
          outcome: 'error',
          reason: 'refused',
        },
        // Persisted while it was on its way; the store's copy settles it.
        {
          id: 'id-1',
          at: at + 1000,
          account: 'user@demo.local',
          name: testCommand('profile.ping'),
          args: {},
          outcome: 'pending',
        },
      ],
    } as unknown as JournalKeeper);
    harness.container.load(auditModule);
    const queries = harness.container.get(AuditQueries);
    harness.socket.join.rejects(new Error('join refused: audit:all'));
    const close = queries.open();
    await queries.decided();
    await harness.container.get(CommandBus).push({
      name: testCommand('profile.ping'),
      pattern: 'profile:{token}',
      params: { token: 'token' },
      push: 'ping',
      payload: {},
    });
    const journal = await view(
      queries,
      (next) =>
        next.kind === 'journal' &&
        next.total === 2 &&
        next.rows.some((entry) => entry.id === 'id-1' && entry.outcome === 'ok'),
    );
    expect(journal.rows.map((entry) => [entry.id, entry.outcome])).to.deep.equal([
      ['id-1', 'ok'],
      ['earlier', 'error'],
    ]);
    await harness.container.get(CommandBus).push({
      name: testCommand('profile.ping'),
      pattern: 'profile:{token}',
      params: { token: 'token' },
      push: 'ping',
      payload: {},
    });
    expect((await view(queries, (next) => next.total === 3)).rows[0]?.id).to.equal('id-2');
    close();
    harness.dispose();
  });
});
