import { expect } from 'chai';
import { Client } from 'pg';
import { SimulationLease } from '../../../server/cluster/simulation-lease';
import { advisoryLocks } from '../../../server/storage/database';
import { withPostgresCluster } from '../support/postgres-suite';

// The simulation lock (server/cluster/simulation-lease.ts): of the leases on one database exactly one holds it,
// and when its connection ends another takes it over, one at a time, without asking on a timer.

interface Watched {
  readonly lease: SimulationLease;
  readonly events: string[];
}

const until = async (what: string, done: () => boolean | Promise<boolean>): Promise<void> => {
  for (const deadline = Date.now() + 20_000; Date.now() < deadline;)
    if (await done()) return;
    else await new Promise((resolve) => setTimeout(resolve, 20));
  throw new Error(`not within 20 s: ${what}`);
};

describe('the simulation lock on PostgreSQL (takeover, one holder)', function () {
  this.timeout(60_000);
  const leases: Watched[] = [];
  let admin: Client | undefined;
  // Registered before the cluster's own `after`, so the connections end before the server stops.
  after(async () => {
    await Promise.all(leases.map(({ lease }) => lease.stop()));
    await admin?.end();
  });
  const cluster = withPostgresCluster();
  let url = '';
  before(async () => {
    url = await cluster().createDatabase('lease');
    admin = new Client({ connectionString: url });
    await admin.connect();
  });

  const lease = (): Watched => {
    const events: string[] = [];
    const made = new SimulationLease(url, {
      acquired: () => events.push('acquired'),
      lost: () => events.push('lost'),
      error: (error) => events.push(`error ${String(error)}`),
    });
    const watched = { lease: made, events };
    leases.push(watched);
    made.start();
    return watched;
  };
  const holders = (): Watched[] => leases.filter(({ lease }) => lease.held);
  /** Backends of this database holding or waiting for the simulation lock, by whether granted. */
  const lockRows = async (): Promise<{ granted: boolean; pid: number }[]> =>
    (
      await (admin as Client).query<{ granted: boolean; pid: number }>(
        `select granted, pid from pg_locks where locktype = 'advisory' and objid = $1 and database = (select oid from pg_database where datname = current_database())`,
        [advisoryLocks.simulation],
      )
    ).rows;

  it('gives the lock to exactly one of three leases; the others wait in PostgreSQL', async () => {
    lease();
    lease();
    lease();
    await until('one lease holds the lock', () => holders().length === 1);
    await until('the two others wait for it', async () => (await lockRows()).length === 3);
    const rows = await lockRows();
    expect(rows.filter((row) => row.granted)).to.have.length(1);
    expect(holders()).to.have.length(1);
    expect(leases.flatMap(({ events }) => events)).to.deep.equal(['acquired']);
  });

  it('hands the lock to exactly one waiter when the holder’s connection is killed, and tells the old holder', async () => {
    const [before] = holders() as [Watched];
    const [holder] = (await lockRows()).filter((row) => row.granted);
    await (admin as Client).query('select pg_terminate_backend($1)', [holder?.pid]);
    await until('the old holder learns it lost the lock', () => before.events.includes('lost'));
    await until('another lease holds it', () => holders().length === 1 && !before.lease.held);
    const [after] = holders() as [Watched];
    expect(after).to.not.equal(before);
    expect(after.events).to.deep.equal(['acquired']);
    // The old holder connects again and waits its turn: still one holder, three backends on the lock.
    await until('the old holder waits again', async () => (await lockRows()).length === 3);
    expect((await lockRows()).filter((row) => row.granted)).to.have.length(1);
    expect(holders()).to.deep.equal([after]);
  });

  it('hands the lock on when the holder stops, and a stopped waiter leaves no wait behind', async () => {
    const [holder] = holders() as [Watched];
    await holder.lease.stop();
    await until('a waiter takes over', () => holders().length === 1 && !holder.lease.held);
    const [next] = holders() as [Watched];
    const waiter = leases.find((watched) => watched !== holder && watched !== next) as Watched;
    await waiter.lease.stop();
    // A backend blocked on the lock does not notice its client left; its wait ends within leaseWaitMs.
    await until('only the holder is left on the lock', async () => (await lockRows()).length === 1);
    expect(holders()).to.deep.equal([next]);
  });
});
