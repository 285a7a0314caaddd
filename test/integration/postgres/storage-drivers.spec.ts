import { expect } from 'chai';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { seedIfFresh } from '../../../server/seed/seed';
import { advisoryLocks } from '../../../server/storage/database';
import { documentKinds } from '../../../server/storage/document-kinds';
import { migrations } from '../../../server/storage/migrations';
import { openStore, type Store } from '../../../server/storage/store';
import { withPostgresCluster } from '../support/postgres-suite';
import { plantedRow } from '../../support/stored-rows';

// One storage interface, two drivers (docs/deploy.md): the same migrations and repositories on PGlite and on a
// PostgreSQL server must give the repositories the same values.

/** Every document table as the repositories return it (timestamps aside); accounts get random uuids. */
const documentsOf = async (store: Store): Promise<Record<string, unknown>> =>
  Object.fromEntries(
    await Promise.all(
      documentKinds.map(async (kind) => [
        kind,
        (await store.documents[kind].list()).map((document) => ({
          uuid: kind === 'accounts' ? 'random' : document.uuid,
          id: document.id,
          state: document.state,
          body: document.body,
        })),
      ]),
    ),
  );

const fixedClock = (): number => Date.parse('2026-11-24T12:00:00Z');

describe('storage: the PGlite and PostgreSQL drivers (issue 19 §3)', () => {
  const opened: Store[] = [];
  const folders: string[] = [];
  // Registered before the cluster's own `after`, so the stores close before the server stops.
  after(async () => {
    await Promise.all(opened.map((store) => store.db.close()));
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });
  const cluster = withPostgresCluster();

  // One PGlite store for the block: its first start is the slow part (seconds), PostgreSQL databases are cheap.
  let embedded: Promise<Store> | undefined;
  const pglite = (): Promise<Store> =>
    (embedded ??= (async () => {
      const folder = mkdtempSync(path.join(tmpdir(), 'studio-driver-'));
      folders.push(folder);
      const store = await openStore(folder);
      opened.push(store);
      return store;
    })());
  const postgres = async (name: string): Promise<Store> => {
    const store = await openStore('/nonexistent-data-folder', await cluster().createDatabase(name));
    opened.push(store);
    return store;
  };

  it('seeds the demo into the same rows on both drivers', async () => {
    const [embedded, server] = await Promise.all([pglite(), postgres('seed_parity')]);
    expect(embedded.db.driver).to.equal('pglite');
    expect(server.db.driver).to.equal('postgres');
    const [embeddedSeed, serverSeed] = await Promise.all([
      seedIfFresh(embedded, 'demo', fixedClock),
      seedIfFresh(server, 'demo', fixedClock),
    ]);
    expect(serverSeed.applied).to.equal('demo');
    expect(serverSeed.demoAccounts).to.deep.equal(embeddedSeed.demoAccounts);
    const [left, right] = await Promise.all([documentsOf(embedded), documentsOf(server)]);
    expect(Object.values(right).flat().length).to.be.greaterThan(100);
    for (const kind of documentKinds) expect(right[kind], kind).to.deep.equal(left[kind]);
  });

  for (const driver of ['pglite', 'postgres'] as const) {
    it(`${driver}: repositories hand back the same kinds of values (numbers, dates, JSON), and writes roll back`, async () => {
      const store = driver === 'pglite' ? await pglite() : await postgres('values');
      const inserted = await store.db.write((tx) =>
        store.documents.settings.insert(tx, plantedRow('settings', { name: 'n', value: [1] })),
      );
      expect(inserted.id).to.be.a('number');
      expect(inserted.insertedAt).to.be.instanceOf(Date);
      expect(await store.documents.settings.find(String(inserted.id))).to.deep.equal(inserted);
      expect(await store.documents.settings.find(inserted.uuid)).to.deep.equal(inserted);

      const failed = store.db.write(async (tx) => {
        await store.documents.settings.update(tx, inserted.id, plantedRow('settings', { name: 'changed' }), 'active');
        throw new Error('abandoned');
      });
      expect(
        await failed.then(
          () => 'committed',
          (error: Error) => error.message,
        ),
      ).to.equal('abandoned');
      expect((await store.documents.settings.get(inserted.id))?.body).to.deep.equal({ name: 'n', value: [1] });

      const account = await store.db.write((tx) =>
        store.documents.accounts.insert(tx, plantedRow('accounts', { email: 'a@b.c' })),
      );
      const session = await store.db.write((tx) => store.sessions.create(tx, account.id, 'hash', '::1', 'agent'));
      expect(await store.sessions.byTokenHash('hash')).to.deep.equal(session);
      const at = new Date('2026-11-01T10:00:00.123Z');
      const row = await store.db.write((tx) =>
        store.audit.append(tx, {
          at,
          accountId: account.id,
          accountEmail: 'a@b.c',
          topic: 't',
          event: 'e',
          payload: { deep: [{ x: null }] },
          outcome: 'ok',
          reason: undefined,
          latencyMs: 3.4,
        }),
      );
      expect(row.at.toISOString()).to.equal(at.toISOString());
      expect(row.payload).to.deep.equal({ deep: [{ x: null }] });
      expect(await store.db.write((tx) => store.audit.pruneBefore(tx, new Date('2026-11-02T00:00:00Z')))).to.equal(1);
      const counted = await store.db.read.query<{ n: unknown; day: unknown }>(
        `select count(*) as n, date '2026-11-24' as day from audit`,
      );
      expect(counted.rows[0]).to.deep.equal({ n: 0, day: new Date('2026-11-24T00:00:00Z') });
      await store.db.write((tx) => store.system.set(tx, 'k', { v: 1 }));
      expect(await store.system.get('k')).to.deep.equal({ v: 1 });
    });
  }

  it('postgres: processes opening one database at once migrate it once, and the schema lock excludes', async () => {
    const url = await cluster().createDatabase('racing');
    const stores = await Promise.all([1, 2, 3].map(() => openStore('/nonexistent-data-folder', url)));
    opened.push(...stores);
    const [first, second] = stores as [Store, Store, Store];
    const versions = await first.db.read.query<{ version: number }>('select version from schema_migrations');
    expect(versions.rows.map((row) => row.version).sort()).to.deep.equal(migrations.map((m) => m.version));
    // While one process holds the lock, another's exclusive work waits for it.
    const order: string[] = [];
    let release = (): void => undefined;
    const holding = first.db.exclusively(advisoryLocks.schema, async () => {
      order.push('first in');
      await new Promise<void>((resolve) => (release = resolve));
      order.push('first out');
    });
    while (order.length === 0) await new Promise((resolve) => setImmediate(resolve));
    const waiting = second.db.exclusively(advisoryLocks.schema, async () => void order.push('second in'));
    const blocked = async (): Promise<boolean> =>
      (
        await second.db.read.query<{ blocked: boolean }>(
          `select count(*) > 0 as blocked from pg_locks where locktype = 'advisory' and not granted`,
        )
      ).rows[0]?.blocked === true;
    while (!(await blocked())) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(order).to.deep.equal(['first in']);
    release();
    await Promise.all([holding, waiting]);
    expect(order).to.deep.equal(['first in', 'first out', 'second in']);
  });
});
