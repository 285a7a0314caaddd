import { expect } from 'chai';
import { connect, disconnect, join, joinOk, type Joined, type Reply } from '../support/phoenix-client';
import { accountIdOf, postLogin } from '../support/studio';
import { onBothDrivers } from './support/both-drivers';
import { dataOf, refusalOf, savedOn, versionedKinds, type Item } from './versioned-kinds';

// Issue 32 §4 (docs/protocol/undo.md): every configuration save is kept for its account with the previous values;
// `undo` writes them back as a new, audited save while the item is still at the version the save produced, else
// `stale`. One's own saves only, and only of a kind one may still save; passwords are never kept nor restored.
// The same table of kinds as the version tests (those that are configuration), on both drivers.

interface Listed {
  readonly save_id: number;
  readonly kind: string;
  readonly id: string;
  readonly version: number;
  readonly label: string;
  readonly undoes?: number;
  readonly undone_by?: number;
}

const undoKindOf: Readonly<Record<string, string>> = {
  channel: 'channels',
  instance: 'instances',
  device: 'devices',
  account: 'accounts',
  group: 'groups',
  setting: 'settings',
  'list type': 'list_types',
  record: 'records',
  contract: 'records',
};

// The versioned kinds that are configuration (src/domain/undo `undoKinds`): events, channel groups and content lists
// have versions but no undo.
const configurationKinds = versionedKinds.filter((kind) => kind.name in undoKindOf);

/** The latest list the undo topic sent, once it satisfies `until`. */
const listed = async (joined: Joined, until: (saves: readonly Listed[]) => boolean): Promise<readonly Listed[]> => {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const frames = joined.received.get('saves') ?? [];
    const last = (frames.at(-1) as { saves: Listed[] } | undefined)?.saves ?? [];
    if (until(last)) return last;
    if (Date.now() > deadline) throw new Error(`the undo list never matched: ${JSON.stringify(last)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

onBothDrivers(
  {
    title: (driver) => `one truth: undo for configuration, ${driver} (issue 32 §4)`,
    tag: 'un',
    database: 'undo',
    timeout: 180_000,
    undo: true,
  },
  (suite) => {
    const { unique, undo } = suite;
    /** A new administrator (made by root) signed in on a socket of its own; `demote` makes it a user (by root). */
    const newAdministrator = async (email: string) => {
      const account = await savedOn(suite.theirs, 'accounts:create', {
        account: {
          email,
          type: 'admin',
          state: 'active',
          groups: [],
          password: 'secret12',
          password_confirm: 'secret12',
        },
      });
      const login = await postLogin(suite.studio.url, email, 'secret12');
      const socket = await connect(suite.studio.socketUrl, login.body.result as string);
      const demote = (): Promise<Item> =>
        savedOn(suite.theirs, `accounts:${account.id}`, {
          account: { email, type: 'user', state: 'active', groups: [] },
          version: account.version,
        });
      return { account, socket, demote };
    };

    for (const kind of configurationKinds) {
      it(`${kind.name}: the save is listed, and undo writes the previous values back as a new save`, async () => {
        const undoKind = undoKindOf[kind.name] ?? '';
        const { topic, item } = await kind.create({ ...suite.context, unique: unique() });
        const saved = await savedOn(suite.mine, topic, { ...kind.save(item, 'mine'), version: 1 });
        expect(kind.markOf(saved)).to.equal('mine');
        const key = undoKind === 'channels' ? item.uuid : String(item.id);
        const [save] = await listed(
          suite.undoTopic,
          (saves) => saves[0]?.id === key && saves[0].version === saved.version,
        );
        expect(save).to.include({ kind: undoKind, id: key, version: saved.version });

        const undone = await undo(undoKind, item, saved.version as number);
        const restored = dataOf(undone);
        expect(kind.markOf(restored), 'the previous value').to.equal(kind.markOf(item));
        expect(restored.version, 'an undo is a new save: +1').to.equal((saved.version as number) + 1);
        expect((undone.response as { undone: number }).undone).to.equal(save?.save_id);
        const after = await listed(suite.undoTopic, (saves) => saves[0]?.undoes === save?.save_id);
        expect(after[1]).to.include({ save_id: save?.save_id, undone_by: after[0]?.save_id });
      });
    }

    it("a channel save's group memberships come back with it: title and groups, in one undo", async () => {
      const tag = unique();
      const group = (name: string): Promise<Item> =>
        savedOn(suite.mine, 'channels:group:create:access', {
          channel_group: { name: `${tag} ${name}`, title: name, state: 'active', type: 'access', meta: {} },
        });
      const [before, after] = [await group('before'), await group('after')];
      const input = (title: string): Record<string, unknown> => ({
        name: `${tag}_groups`,
        title,
        type: 'output',
        state: 'active',
        meta: {},
      });
      const channel = await savedOn(suite.mine, 'channels:create', {
        channel: input('first'),
        channel_groups: [{ id: before.id, expiry_time: -1 }],
      });
      const topic = `channels:${channel.uuid}`;
      const saved = await savedOn(suite.mine, topic, {
        channel: input('second'),
        channel_groups: [{ id: after.id, expiry_time: 1_900_000_000 }],
        version: channel.version,
      });
      const groups = suite.studio.server.services.store.documents.channel_groups;
      const membersOf = async (id: number): Promise<{ members: unknown[]; version: number }> => {
        const stored = await groups.get(id);
        return {
          members: ((stored?.body.channels ?? []) as { id: number }[]).filter((each) => each.id === channel.id),
          version: stored?.version ?? 0,
        };
      };
      const [beforeSaved, afterSaved] = [await membersOf(before.id), await membersOf(after.id)];
      expect(beforeSaved.members, 'the save took the channel out').to.deep.equal([]);
      expect(afterSaved.members).to.deep.equal([{ id: channel.id, expiry_time: 1_900_000_000 }]);

      const restored = dataOf(await undo('channels', channel, saved.version as number));
      expect(restored.title).to.equal('first');
      const [beforeUndone, afterUndone] = [await membersOf(before.id), await membersOf(after.id)];
      expect(beforeUndone.members, 'back in the group it was in').to.deep.equal([{ id: channel.id, expiry_time: -1 }]);
      expect(afterUndone.members, 'out of the group the save added').to.deep.equal([]);
      expect(beforeUndone.version, "the group's own version moves like any write").to.equal(beforeSaved.version + 1);
      expect(afterUndone.version).to.equal(afterSaved.version + 1);

      // The undo kept the memberships it replaced: undoing it gives the saved ones back.
      const again = dataOf(await undo('channels', channel, restored.version as number));
      expect(again.title).to.equal('second');
      expect((await membersOf(before.id)).members).to.deep.equal([]);
      expect((await membersOf(after.id)).members).to.deep.equal([{ id: channel.id, expiry_time: 1_900_000_000 }]);
    });

    it('a channel save that left the memberships alone keeps none, and its undo writes no group', async () => {
      const tag = unique();
      const group = await savedOn(suite.mine, 'channels:group:create:access', {
        channel_group: { name: `${tag} kept`, title: 'kept', state: 'active', type: 'access', meta: {} },
      });
      const input = (title: string): Record<string, unknown> => ({
        name: `${tag}_same`,
        title,
        type: 'output',
        state: 'active',
        meta: {},
      });
      const memberships = [{ id: group.id, expiry_time: -1 }];
      const channel = await savedOn(suite.mine, 'channels:create', {
        channel: input('first'),
        channel_groups: memberships,
      });
      const saved = await savedOn(suite.mine, `channels:${channel.uuid}`, {
        channel: input('second'),
        channel_groups: memberships,
        version: channel.version,
      });
      const kept = await suite.studio.server.services.store.configurationSaves.find(
        'channels',
        channel.uuid as string,
        saved.version as number,
      );
      expect(kept).to.not.equal(undefined);
      expect(kept?.previousMemberships, 'nothing else changed').to.equal(undefined);
      const groupVersion = (await suite.studio.server.services.store.documents.channel_groups.get(group.id))?.version;
      expect(dataOf(await undo('channels', channel, saved.version as number)).title).to.equal('first');
      const stored = await suite.studio.server.services.store.documents.channel_groups.get(group.id);
      expect(stored?.version, 'the group is not written').to.equal(groupVersion);
    });

    it("restoring memberships is an administrator's: made a user since, the undo of a save that changed them is refused", async () => {
      const tag = unique();
      const { account, socket, demote } = await newAdministrator(`${tag}.groups@example.test`);
      try {
        const group = await savedOn(socket, 'channels:group:create:access', {
          channel_group: { name: `${tag} access`, title: 'access', state: 'active', type: 'access', meta: {} },
        });
        const input = (name: string, title: string): Record<string, unknown> => ({
          name: `${tag}_${name}`,
          title,
          type: 'input',
          state: 'active',
          meta: {},
        });
        const save = async (name: string, groups: unknown[]): Promise<{ channel: Item; saved: Item }> => {
          const channel = await savedOn(socket, 'channels:create', {
            channel: input(name, 'first'),
            channel_groups: [],
          });
          const saved = await savedOn(socket, `channels:${channel.uuid}`, {
            channel: input(name, 'second'),
            channel_groups: groups,
            version: channel.version,
          });
          return { channel, saved };
        };
        const joined = await save('joined', [{ id: group.id, expiry_time: -1 }]);
        const titled = await save('titled', []);
        await demote();
        const topic = await joinOk(socket, `undo:${account.id}`, ['saves']);
        const undoAs = (item: Item, version: unknown): Promise<Reply> => undo('channels', item, version, topic);
        const refusal = refusalOf(await undoAs(joined.channel, joined.saved.version));
        expect(refusal).to.include({ reason: 'unauthorized', detail: 'save_right' });
        const stored = await suite.studio.server.services.store.documents.channels.get(joined.channel.id);
        expect(stored?.body.title, 'nothing written').to.equal('second');
        expect(
          dataOf(await undoAs(titled.channel, titled.saved.version)).title,
          'a title-only save is theirs to undo',
        ).to.equal('first');
        topic.channel.leave();
      } finally {
        await disconnect(socket);
      }
    });

    it('undo refused when stale: a colleague saved since, nothing is written, and the refusal names them', async () => {
      const kind = configurationKinds.find((each) => each.name === 'setting');
      if (!kind) throw new Error('no setting kind');
      const { topic, item } = await kind.create({ ...suite.context, unique: unique() });
      const saved = await savedOn(suite.mine, topic, { ...kind.save(item, 'mine'), version: 1 });
      const changed = await savedOn(suite.theirs, topic, { ...kind.save(item, 'theirs'), version: saved.version });
      const refusal = refusalOf(await undo('settings', item, saved.version as number));
      expect(refusal.reason).to.equal('stale');
      expect(refusal.changed_by).to.equal('Demo root');
      expect((refusal.current as Item).version).to.equal(changed.version);
      const stored = await suite.studio.server.services.store.documents.settings.get(item.id);
      expect(stored?.version, 'nothing written').to.equal(changed.version);
      expect(stored?.body.title).to.equal('theirs');
    });

    it("another account's save is refused: its undo topic is closed to them, and their own topic refuses the save", async () => {
      const kind = configurationKinds.find((each) => each.name === 'group');
      if (!kind) throw new Error('no group kind');
      const { topic, item } = await kind.create({ ...suite.context, unique: unique() });
      const saved = await savedOn(suite.mine, topic, { ...kind.save(item, 'mine'), version: 1 });
      const closed = await join(suite.theirs, `undo:${await accountIdOf(suite.studio, 'developer')}`, ['saves']);
      expect(closed.reply.status).to.equal('error');
      expect(closed.reply.response).to.include({ reason: 'unauthorized' });
      const own = await joinOk(suite.theirs, `undo:${await accountIdOf(suite.studio, 'root')}`, ['saves']);
      const refusal = refusalOf(await undo('groups', item, saved.version as number, own));
      own.channel.leave();
      expect(refusal).to.include({ reason: 'unauthorized', detail: 'not_your_save' });
      const stored = await suite.studio.server.services.store.documents.groups.get(item.id);
      expect(stored?.version).to.equal(saved.version);
    });

    it('a kind the operator may no longer save is refused: an administrator made a user since the save', async () => {
      const email = `${unique()}.admin@example.test`;
      const { account, socket, demote } = await newAdministrator(email);
      try {
        const group = await savedOn(socket, 'groups:create', {
          group: { name: `${email} group`, state: 'active', meta: {} },
        });
        const saved = await savedOn(socket, `groups:${group.id}`, {
          group: { name: group.name, state: 'active', meta: { note: 'theirs to undo' } },
          version: 1,
        });
        await demote();
        const topic = await joinOk(socket, `undo:${account.id}`, ['saves']);
        const refusal = refusalOf(await undo('groups', group, saved.version as number, topic));
        topic.channel.leave();
        expect(refusal).to.include({ reason: 'unauthorized', detail: 'save_right' });
      } finally {
        await disconnect(socket);
      }
    });

    it('passwords are never kept nor restored: an account save that reset one is undone without it', async () => {
      const email = `${unique()}.pw@example.test`;
      const account = await savedOn(suite.mine, 'accounts:create', {
        account: {
          email,
          type: 'user',
          state: 'active',
          groups: [],
          name: 'Before',
          password: 'first-pass1',
          password_confirm: 'first-pass1',
        },
      });
      const saved = await savedOn(suite.mine, `accounts:${account.id}`, {
        account: {
          email,
          type: 'user',
          state: 'active',
          groups: [],
          name: 'After',
          password: 'second-pass2',
          password_confirm: 'second-pass2',
          own_password: 'demo1234',
        },
        version: account.version,
      });
      const kept = await suite.studio.server.services.store.configurationSaves.find(
        'accounts',
        String(account.id),
        saved.version as number,
      );
      expect(JSON.stringify(kept?.previousBody)).not.to.match(/pass/);
      const list = await listed(suite.undoTopic, (saves) => saves[0]?.id === String(account.id));
      expect(JSON.stringify(list)).not.to.match(/pass/);
      const restored = dataOf(await undo('accounts', account, saved.version as number));
      expect(restored.name).to.equal('Before');
      const signsIn = async (password: string): Promise<boolean> =>
        typeof (await postLogin(suite.studio.url, email, password)).body.result === 'string';
      expect(await signsIn('second-pass2'), 'the new password stays').to.equal(true);
      expect(await signsIn('first-pass1'), 'the old one is not restored').to.equal(false);
    });

    it('the undo is audited: the row names the kind, the item and the version whose save it undoes', async () => {
      const kind = configurationKinds.find((each) => each.name === 'list type');
      if (!kind) throw new Error('no list type kind');
      const { topic, item } = await kind.create({ ...suite.context, unique: unique() });
      const saved = await savedOn(suite.mine, topic, { ...kind.save(item, 'mine'), version: 1 });
      dataOf(await undo('list_types', item, saved.version as number));
      const deadline = Date.now() + 10_000;
      for (;;) {
        const rows = await suite.studio.server.services.store.audit.latest(50);
        const row = rows.find(
          (each) => each.event === 'undo' && (each.payload as { id?: string }).id === String(item.id),
        );
        if (row) {
          expect(row.topic).to.equal(`undo:${await accountIdOf(suite.studio, 'developer')}`);
          expect(row.payload).to.deep.equal({ kind: 'list_types', id: String(item.id), version: saved.version });
          expect(row.outcome).to.equal('ok');
          return;
        }
        if (Date.now() > deadline) throw new Error('no audit row for the undo');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });

    it("keeps the account's last 20 saves", async () => {
      const kind = configurationKinds.find((each) => each.name === 'setting');
      if (!kind) throw new Error('no setting kind');
      const { topic, item } = await kind.create({ ...suite.context, unique: unique() });
      let version = 1;
      for (let index = 0; index < 22; index += 1)
        version = (await savedOn(suite.mine, topic, { ...kind.save(item, `mark ${index}`), version }))
          .version as number;
      const saves = await listed(suite.undoTopic, (list) => list[0]?.version === version);
      expect(saves).to.have.length(20);
      expect(saves.every((save) => save.id === String(item.id))).to.equal(true);
      expect(saves.at(-1)?.version, 'the oldest kept: the 3rd of 22 saves').to.equal(version - 19);
      expect(refusalOf(await undo('settings', item, 2)).reason, 'the 1st, no longer kept').to.equal('not_kept');
    });
  },
);
