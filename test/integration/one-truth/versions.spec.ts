import { expect } from 'chai';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrations, runMigrations } from '../../../server/storage/migrations';
import { openStore } from '../../../server/storage/store';
import { disconnect, join, joinOk, push, waitFor, type Reply } from '../support/phoenix-client';
import { signIn } from '../support/studio';
import { onBothDrivers } from './support/both-drivers';
import { dataOf, pushOnce, refusalOf, savedOn, versionedKinds, type Item } from './versioned-kinds';

// Issue 32 §2 (docs/protocol/one-truth.md): every item carries `version`; a save, archive or delete based on an
// older version is refused `stale` with the item as it is now and who changed it; a save without a version keeps
// today's behaviour. The same table of kinds runs on PGlite and on PostgreSQL.

interface StaleResponse {
  readonly reason: string;
  readonly current: Item;
  readonly changed_by: string;
}

const staleOf = (reply: Reply): StaleResponse => {
  const response = refusalOf(reply) as unknown as StaleResponse;
  expect(response.reason).to.equal('stale');
  return response;
};

onBothDrivers(
  {
    title: (driver) => `one truth: item versions and stale saves, ${driver} (issue 32 §2)`,
    tag: 'vt',
    database: 'versions',
    timeout: 120_000,
  },
  (suite) => {
    const { unique } = suite;
    it('every item carries its version: the lists, a new item (1), the demo data (stored once: 1)', async () => {
      const list = await join(suite.mine, 'channels:all', ['init']);
      const [init] = await waitFor(list, 'init');
      list.channel.leave();
      const channels = (init as { channels: Item[] }).channels;
      expect(channels.length).to.be.greaterThan(0);
      for (const channel of channels) expect(channel.version, String(channel.name)).to.equal(1);
      const setting = await savedOn(suite.mine, 'settings:create', {
        setting: { name: `${unique()}_probe`, type: 'system', value: { bypass_accounts: [] } },
      });
      expect(setting.version).to.equal(1);
    });

    for (const [index, kind] of versionedKinds.entries()) {
      it(`${kind.name}: a save based on an older version is refused stale, with the current item and who changed it`, async () => {
        const { topic, item } = await kind.create({
          ...suite.context,
          unique: unique(),
          eventStart: Math.floor(Date.parse('2031-01-01T00:00:00Z') / 1000) + index * 86_400,
        });
        expect(item.version, 'a new item').to.equal(1);
        const changed = await savedOn(suite.theirs, topic, { ...kind.save(item, 'theirs'), version: 1 });
        expect(changed.version).to.equal(2);

        const stale = staleOf(await pushOnce(suite.mine, topic, 'save', { ...kind.save(item, 'mine'), version: 1 }));
        expect(stale.changed_by).to.equal('Demo root');
        expect(stale.current.id).to.equal(item.id);
        expect(stale.current.version).to.equal(2);
        expect(kind.markOf(stale.current), 'the colleague’s change is what is stored').to.equal('theirs');

        const again = await savedOn(suite.mine, topic, { ...kind.save(stale.current, 'mine'), version: 2 });
        expect(again.version).to.equal(3);
        expect(kind.markOf(again)).to.equal('mine');
        // Without a version (the vendor's clients): the last write wins, as before, and still counts.
        const blind = await savedOn(suite.theirs, topic, kind.save(item, 'blind'));
        expect(blind.version).to.equal(4);
        expect(kind.markOf(blind)).to.equal('blind');
      });
    }

    it('of twenty saves based on one version at once, exactly one is stored', async () => {
      const setting = await savedOn(suite.mine, 'settings:create', {
        setting: { name: `${unique()}_race`, title: 'first', type: 'system', value: { bypass_accounts: [] } },
      });
      // Ten consoles (one join each: a second join of a topic on one socket would replace the first), two saves each.
      const consoles = await Promise.all(
        Array.from({ length: 10 }, async (_, index) => {
          const session = await signIn(suite.studio, index % 2 ? 'developer' : 'root');
          return { session, joined: await joinOk(session.socket, `settings:${setting.id}`, []) };
        }),
      );
      try {
        const replies = await Promise.all(
          consoles.flatMap(({ joined }, index) =>
            [0, 1].map((second) =>
              push(
                joined.channel,
                'save',
                {
                  setting: {
                    name: setting.name,
                    title: `save ${index}.${second}`,
                    type: 'system',
                    value: { bypass_accounts: [] },
                  },
                  version: 1,
                },
                10_000,
              ),
            ),
          ),
        );
        const stored = replies.filter((reply) => reply.status === 'ok');
        expect(stored).to.have.length(1);
        for (const reply of replies.filter((candidate) => candidate.status !== 'ok'))
          expect(staleOf(reply).current.version).to.equal(2);
        const row = await suite.studio.server.services.store.documents.settings.get(setting.id);
        expect(row?.version).to.equal(2);
        expect(row?.body.title).to.equal(dataOf(stored[0] as Reply).title);
      } finally {
        await Promise.all(consoles.map(({ session }) => disconnect(session.socket)));
      }
    });

    it('deleting a changed item is refused stale: a setting, an instance, a record, a content list', async () => {
      const setting = await savedOn(suite.mine, 'settings:create', {
        setting: { name: `${unique()}_gone`, title: 'first', type: 'system', value: { bypass_accounts: [] } },
      });
      await savedOn(suite.theirs, `settings:${setting.id}`, {
        setting: { name: setting.name, title: 'theirs', type: 'system', value: { bypass_accounts: [] } },
      });
      const refused = staleOf(await pushOnce(suite.mine, `settings:${setting.id}`, 'delete', { version: 1 }));
      expect(refused.current.title).to.equal('theirs');
      expect(await suite.studio.server.services.store.documents.settings.get(setting.id)).to.not.equal(undefined);
      expect((await pushOnce(suite.mine, `settings:${setting.id}`, 'delete', { version: 2 })).status).to.equal('ok');

      const instance = await savedOn(suite.mine, 'instances:create', {
        instance: { title: `${unique()} gone`, type: 'input', token: '', meta: {} },
      });
      await savedOn(suite.theirs, `instances:${instance.id}`, {
        instance: { title: 'theirs', type: 'input', token: '', meta: {} },
        version: 1,
      });
      const topic = `instances:${instance.id}`;
      staleOf(await pushOnce(suite.mine, topic, 'delete', { instance_id: instance.id, version: 1 }));
      expect(await suite.studio.server.services.store.documents.instances.get(instance.id)).to.not.equal(undefined);
      expect((await pushOnce(suite.mine, topic, 'delete', { instance_id: instance.id, version: 2 })).status).to.equal(
        'ok',
      );

      const list = suite.context.contractsListId;
      const record = await savedOn(suite.mine, 'cms:list_data:create', {
        list_data: { cms_list_id: list, state: 'active', data: { title: `${unique()} contract` } },
      });
      await savedOn(suite.theirs, `cms:list_data:${record.id}`, {
        list_data: { id: record.id, cms_list_id: list, state: 'active', data: { title: 'theirs' } },
      });
      const records = `cms:list_datas:${list}`;
      staleOf(await pushOnce(suite.mine, records, 'delete', { list_data: { id: record.id }, version: 1 }));
      expect(await suite.studio.server.services.store.documents.cms_list_data.get(record.id)).to.not.equal(undefined);
      expect(
        (await pushOnce(suite.mine, records, 'delete', { list_data: { id: record.id }, version: 2 })).status,
      ).to.equal('ok');
      expect(await suite.studio.server.services.store.documents.cms_list_data.get(record.id)).to.equal(undefined);

      const type = await savedOn(suite.mine, 'cms:list_type:create', {
        list_type: { name: `${unique()} gone type`, fields: [{ name: 'name', type: 'text' }] },
      });
      const draft = { name: `${unique()} gone list`, cms_list_type_id: type.id, type: 'team', groups: [] };
      const contentList = await savedOn(suite.mine, 'cms:list:create', { list: draft });
      await savedOn(suite.theirs, `cms:list:${contentList.id}`, { list: { ...draft, name: `${draft.name}!` } });
      const listTopic = `cms:list:${contentList.id}`;
      staleOf(await pushOnce(suite.mine, listTopic, 'delete', { list: { id: contentList.id }, version: 1 }));
      expect(await suite.studio.server.services.store.documents.cms_lists.get(contentList.id)).to.not.equal(undefined);
      expect(
        (await pushOnce(suite.mine, listTopic, 'delete', { list: { id: contentList.id }, version: 2 })).status,
      ).to.equal('ok');
    });

    it('archiving a changed item is refused stale', async () => {
      const group = await savedOn(suite.mine, 'groups:create', {
        group: { name: `${unique()} archive`, state: 'active', meta: {} },
      });
      await savedOn(suite.theirs, `groups:${group.id}`, {
        group: { name: group.name, state: 'active', meta: { x: 1 } },
      });
      const stale = staleOf(
        await pushOnce(suite.mine, `groups:${group.id}`, 'save', {
          group: { name: group.name, state: 'archived' },
          version: 1,
        }),
      );
      expect(stale.current.state).to.equal('active');
      expect((await suite.studio.server.services.store.documents.groups.get(group.id))?.state).to.equal('active');
    });

    it('names the colleague by e-mail when the account has no name; a version that is no integer is invalid', async () => {
      const nameless = 'nameless@demo.local';
      await savedOn(suite.mine, 'accounts:create', {
        account: {
          email: nameless,
          type: 'admin',
          state: 'active',
          groups: [],
          name: '',
          password: 'demo1234',
          password_confirm: 'demo1234',
        },
      });
      const colleague = await signIn(suite.studio, 'nameless');
      try {
        const group = await savedOn(suite.mine, 'groups:create', {
          group: { name: `${unique()} nameless`, state: 'active', meta: {} },
        });
        await savedOn(colleague.socket, `groups:${group.id}`, {
          group: { name: 'by e-mail', state: 'active' },
          version: 1,
        });
        const stale = staleOf(
          await pushOnce(suite.mine, `groups:${group.id}`, 'save', {
            group: { name: 'mine', state: 'active' },
            version: 1,
          }),
        );
        expect(stale.changed_by).to.equal(nameless);
        const invalid = await pushOnce(suite.mine, `groups:${group.id}`, 'save', {
          group: { name: 'mine', state: 'active' },
          version: 1.5,
        });
        expect(invalid.response).to.deep.include({ reason: 'invalid' });
        expect((invalid.response as { errors: { path: string }[] }).errors[0]?.path).to.equal('version');
      } finally {
        await disconnect(colleague.socket);
      }
    });
  },
);

describe('one truth: migration 5 (item versions)', () => {
  it('gives every row stored before it version 1 and no author', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'studio-versions-'));
    try {
      const store = await openStore(folder);
      try {
        await runMigrations(store.db);
        // Back to the schema before migration 5, with a row written then.
        await store.db.write(async (tx) => {
          for (const table of ['channels', 'settings'])
            await tx.exec(`alter table ${table} drop column version, drop column changed_by`);
          await tx.query('delete from schema_migrations where version = 5');
          await tx.query(`insert into channels (uuid, body) values (gen_random_uuid(), '{"name":"old"}')`);
        });
        expect(migrations.map((migration) => migration.version)).to.include(5);
        expect(await runMigrations(store.db)).to.deep.equal([5]);
        const [old] = await store.documents.channels.list(`body->>'name' = 'old'`);
        expect(old?.version).to.equal(1);
        expect(old?.changedBy).to.equal(undefined);
      } finally {
        await store.db.close();
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
