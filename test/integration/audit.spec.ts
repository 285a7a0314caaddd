import { expect } from 'chai';
import { disconnect, join, push, waitFor, type Joined } from './support/phoenix-client';
import { connectAs } from './support/studio';
import { useStudioFixture } from './support/studio-fixture';

interface Row {
  id: number;
  account_email: string;
  topic: string;
  event: string;
  payload: Record<string, unknown>;
  outcome: string;
  reason: string | null;
  latency_ms: number;
  at: string;
}

describe('studio server: audit trail on audit:all (issue 3 "Audit")', () => {
  const { studio, socket, token, joinOk } = useStudioFixture({ types: ['admin', 'user'] });
  let audit: Joined;

  before(async () => {
    audit = await joinOk('admin', 'audit:all', ['init', 'append']);
  });

  it('refuses a user (administrators only)', async () => {
    expect((await join(socket('user'), 'audit:all')).reply).to.deep.equal({
      status: 'error',
      response: { reason: 'unauthorized' },
    });
  });

  it('appends a row for every handled push, live, with account, outcome and latency', async () => {
    await waitFor(audit, 'init');
    const filters = await join(socket('user'), 'filters:create');
    await push(filters.channel, 'save', { filter: { name: 'Mine', value: {} } });
    await push(filters.channel, 'nonsense', {});
    const [saved, unknown] = (await waitFor(audit, 'append', 2)) as Row[];
    expect(saved).to.deep.include({
      account_email: 'user@demo.local',
      topic: 'filters:create',
      event: 'save',
      outcome: 'ok',
      reason: null,
    });
    // A saved filter is its author's alone, so another account's audit view withholds what it holds (issue 28).
    expect(saved?.payload).to.equal('[withheld]');
    expect(saved?.latency_ms).to.be.a('number').at.least(0);
    expect(unknown).to.deep.include({ event: 'nonsense', outcome: 'error', reason: 'unknown_event' });
    filters.channel.leave();
  });

  it('redacts secrets: passwords and the token in the profile topic name', async () => {
    const profile = await join(socket('user'), `profile:${token('user')}`);
    await push(profile.channel, 'change_password', {
      old_password: 'wrong-password',
      new_password: 'abcdefgh',
      confirm_password: 'abcdefgh',
    });
    const rows = (await waitFor(audit, 'append', 3)) as Row[];
    const row = rows[2];
    expect(row).to.deep.include({
      topic: 'profile:[redacted]',
      event: 'change_password',
      outcome: 'error',
      reason: 'invalid_password',
    });
    expect(row?.payload).to.deep.equal({
      old_password: '[redacted]',
      new_password: '[redacted]',
      confirm_password: '[redacted]',
    });
    expect(JSON.stringify(row)).to.not.contain(token('user'));
    profile.channel.leave();
  });

  it('init carries the latest rows newest first; older pages further back', async () => {
    const again = await join(socket('admin'), 'audit:all', ['init']);
    const [init] = await waitFor(again, 'init');
    const rows = (init as { data: Row[] }).data;
    expect(rows.map((row) => row.event).slice(0, 3)).to.deep.equal(['change_password', 'nonsense', 'save']);
    const older = await push(again.channel, 'older', { before_id: rows[0]?.id ?? 0, limit: 1 });
    expect((older.response as { data: Row[] }).data.map((row) => row.event)).to.deep.equal(['nonsense']);
  });

  it('an older push also sends the page as an `older {data, more}` frame to the asking channel only (the console folds it)', async () => {
    const asking = await join(socket('admin'), 'audit:all', ['init', 'older']);
    const developer = await connectAs(studio, 'developer');
    const watching = await join(developer, 'audit:all', ['init', 'older']);
    const [init] = await waitFor(asking, 'init');
    await waitFor(watching, 'init');
    const rows = (init as { data: Row[] }).data;
    const newest = rows[0]?.id ?? 0;
    await push(asking.channel, 'older', { before_id: newest, limit: 1 });
    const [page] = (await waitFor(asking, 'older')) as { data: Row[]; more: boolean }[];
    expect(page?.data.map((row) => row.id)).to.deep.equal([rows[1]?.id]);
    expect(page?.more).to.equal(true);
    await push(asking.channel, 'older', { before_id: rows.at(-1)?.id ?? 0, limit: 1000 });
    const [, last] = (await waitFor(asking, 'older', 2)) as { data: Row[]; more: boolean }[];
    expect(last).to.deep.equal({ data: [], more: false });
    expect(watching.received.get('older') ?? []).to.have.length(0);
    await disconnect(developer);
  });

  it('prunes rows older than 100 days (issue 3 "Retention 100 days")', async () => {
    const { store } = studio.server.services;
    await store.db.write((tx) =>
      store.audit.append(tx, {
        at: new Date(Date.now() - 101 * 86_400_000),
        accountId: undefined,
        accountEmail: '',
        topic: 'old',
        event: 'old',
        payload: {},
        outcome: 'ok',
        reason: undefined,
        latencyMs: 1,
      }),
    );
    expect(await studio.server.services.audit.prune()).to.equal(1);
  });
});
