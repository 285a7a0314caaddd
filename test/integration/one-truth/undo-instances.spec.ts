import { expect } from 'chai';
import { joinOk, push, type Joined, type Reply } from '../support/phoenix-client';
import { startTestServer } from '../support/studio';
import { onBothDrivers } from './support/both-drivers';
import { dataOf, pushOnce, savedOn, type Item } from './versioned-kinds';

// Live status is not configuration (docs/protocol/one-truth.md, issue 32 §2 and §4): what the simulation's streamer
// writes of itself (state, version, update progress) keeps the instance's version, so an instance-settings undo
// and an instance editor's save based on the version before are refused only when someone changed the settings.
// With the simulation running (its streamer commands on the control topic), on both drivers.

onBothDrivers(
  {
    title: (driver) => `one truth: an instance's live status is no new version, ${driver} (issue 32 §2, §4)`,
    tag: 'ui',
    database: 'undo_instances',
    timeout: 180_000,
    undo: true,
  },
  (suite) => {
    const { unique, createDatabase } = suite;
    let control: Joined;
    before(async () => {
      control = await joinOk(suite.theirs, 'control', []);
    });

    const stored = async (id: number) => {
      const row = await suite.studio.server.services.store.documents.instances.get(id);
      if (!row) throw new Error(`instance ${id} is gone`);
      return row;
    };
    /** Sends a streamer command and waits until the simulation has written what `done` looks for. */
    const streamer = async (id: number, type: string, done: (body: Readonly<Record<string, unknown>>) => boolean) => {
      // The simulation re-reads the instances every 2 s: a new one is unknown to it until then.
      let reply = await push(control.channel, 'instance', { type, instance: id }, 10_000);
      for (const deadline = Date.now() + 10_000; reply.status !== 'ok' && Date.now() < deadline;) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        reply = await push(control.channel, 'instance', { type, instance: id }, 10_000);
      }
      expect(reply.status, `${type}: ${JSON.stringify(reply.response)}`).to.equal('ok');
      for (const deadline = Date.now() + 20_000; !done((await stored(id)).body);) {
        if (Date.now() > deadline) throw new Error(`${type} never reached the instance`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    /** An instance saved once by me (version 2), then started, updated and stopped by the simulation. */
    const savedThenLive = async (): Promise<{ item: Item; saved: Item }> => {
      const tag = unique();
      const item = await savedOn(suite.mine, 'instances:create', {
        instance: { title: `${tag} first`, type: 'input', token: '', meta: {} },
      });
      const saved = await savedOn(suite.mine, `instances:${item.id}`, {
        instance: { title: `${tag} mine`, type: 'input', token: '', meta: {} },
        version: item.version,
      });
      await streamer(item.id, 'start_streamer', (body) => body.streamer_state === 'running');
      await streamer(item.id, 'update_streamer', (body) => {
        const info = body.streamer_update_info as { messages?: string[] } | undefined;
        return (
          info?.messages?.some((message) => message.startsWith('Installed') || message.startsWith('Already')) ?? false
        );
      });
      await streamer(item.id, 'stop_streamer', (body) => body.streamer_state === 'stopped');
      return { item, saved };
    };

    it('start, update and stop of its streamer keep the version: the undo of a settings save passes, the status stays', async () => {
      const { item, saved } = await savedThenLive();
      const live = await stored(item.id);
      expect(live.version, 'the simulation wrote the status, not a new version').to.equal(saved.version);
      expect(live.body.streamer_update_info, 'the update was written').to.not.equal(undefined);

      const reply: Reply = await suite.undo('instances', item, saved.version);
      const undone = dataOf(reply);
      expect(undone.title, 'the settings before the save').to.equal(item.title);
      expect(undone.version).to.equal((saved.version as number) + 1);
      const after = await stored(item.id);
      expect(after.body.streamer_state, 'the live status is not put back').to.equal('stopped');
      expect(after.body.streamer_update_info).to.deep.equal(live.body.streamer_update_info);
    });

    it("an editor's save based on the version before the status writes is stored, the status kept", async () => {
      const { item, saved } = await savedThenLive();
      // A console that still holds the status as it was before sends it back: the server's status wins.
      const theirs = await savedOn(suite.theirs, `instances:${item.id}`, {
        instance: { title: 'theirs', type: 'input', token: '', meta: {}, streamer_state: 'running' },
        version: saved.version,
      });
      expect(theirs.version).to.equal((saved.version as number) + 1);
      expect((await stored(item.id)).body).to.include({ title: 'theirs', streamer_state: 'stopped' });
      // A change of the settings still makes the undo stale, as for every kind.
      const refused = await suite.undo('instances', item, saved.version);
      expect(refused.response).to.include({ reason: 'stale', changed_by: 'Demo root' });
    });

    it('a stale save is still refused when someone changed the settings', async () => {
      const { item, saved } = await savedThenLive();
      await savedOn(suite.theirs, `instances:${item.id}`, {
        instance: { title: 'theirs', type: 'input', token: '', meta: {} },
        version: saved.version,
      });
      const late = await pushOnce(suite.mine, `instances:${item.id}`, 'save', {
        instance: { title: 'late', type: 'input', token: '', meta: {} },
        version: saved.version,
      });
      expect(late.response).to.include({ reason: 'stale' });
    });

    if (createDatabase)
      it('a settings write waiting on a status write keeps that status: the kept fields are read in the same statement', async () => {
        const studio = await startTestServer({
          databaseUrl: await createDatabase(),
          seed: 'demo',
        });
        try {
          const { db, documents } = studio.server.services.store;
          const created = await db.write((tx) =>
            documents.instances.insert(tx, { title: 'race', type: 'input', token: 't', meta: {} }),
          );
          let release = (): void => undefined;
          const held = new Promise<void>((resolve) => (release = resolve));
          let statusWritten = (): void => undefined;
          const written = new Promise<void>((resolve) => (statusWritten = resolve));
          // The status write holds the row until released; the settings write, read before it, waits for the lock.
          const status = db.write(async (tx) => {
            await documents.instances.setLive(tx, created.id, { streamer_state: 'running' });
            statusWritten();
            await held;
          });
          await written;
          const settings = db.write((tx) =>
            documents.instances.update(
              tx,
              created.id,
              { title: 'saved', type: 'input', token: 't', meta: {}, streamer_state: 'stopped' },
              'active',
              { expectedVersion: created.version, keep: ['streamer_state'] },
            ),
          );
          let settled = false;
          void settings.then(() => (settled = true));
          // Released only once the settings write is seen waiting for the row's lock (it read the row before).
          for (const deadline = Date.now() + 30_000; ;) {
            const waiting = await db.read.query<{ count: string }>(
              `select count(*) from pg_stat_activity where wait_event_type = 'Lock' and query like 'update instances%'`,
            );
            if (Number(waiting.rows[0]?.count) > 0) break;
            if (Date.now() > deadline) throw new Error('the settings write never waited for the lock');
            await new Promise((resolve) => setTimeout(resolve, 20));
          }
          expect(settled, 'the settings write waits for the status write').to.equal(false);
          release();
          await Promise.all([status, settings]);
          const row = await documents.instances.get(created.id);
          expect(row?.body).to.include({ title: 'saved', streamer_state: 'running' });
          expect(row?.version, 'the settings write made the one new version').to.equal(created.version + 1);
        } finally {
          await studio.close();
        }
      });
  },
);
