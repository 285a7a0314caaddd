import { expect } from 'chai';
import { push, waitFor } from './support/phoenix-client';
import { useStudioFixture } from './support/studio-fixture';

type Item = Record<string, unknown> & { id: number };
const items = (payload: unknown): Item[] => (payload as { data: Item[] }).data;
const item = (payload: unknown): Item => (payload as { data: Item }).data;

describe('studio server: list topics (spec 1 §7.2 "Each list topic sends init with the full list, then update and delete events with one item")', () => {
  const { joinOk } = useStudioFixture({ types: ['developer', 'root', 'admin', 'user', 'cloudrec'] });
  const initOf = async (type: string, topic: string): Promise<Item[]> => {
    const joined = await joinOk(type, topic);
    const [init] = await waitFor(joined, 'init');
    joined.channel.leave();
    return items(init);
  };

  it('joins every admin list topic and gets init {data: [...]}', async () => {
    for (const topic of ['accounts:all', 'groups:all', 'settings:all', 'filters:all', 'running_orders:all']) {
      expect(await initOf('developer', topic), topic).to.be.an('array');
    }
    const accounts = await initOf('developer', 'accounts:all');
    expect(accounts.map((account) => account.email)).to.include.members([
      'admin@demo.local',
      'cloudrec@demo.local',
      'developer@demo.local',
    ]);
    expect(accounts[0]).to.include.keys('id', 'uuid', 'state', 'inserted_at', 'updated_at', 'email', 'type');
    expect(accounts.some((account) => 'password' in account || 'password_hash' in account)).to.equal(false);
  });

  it('scopes accounts:all: admin sees all but root and developer, a user only themselves (spec 3 §6)', async () => {
    const adminView = (await initOf('admin', 'accounts:all')).map((account) => account.type);
    expect(adminView).to.include.members(['admin', 'device_admin', 'group_admin', 'user', 'cloudrec']);
    expect(adminView).to.not.include.members(['root']);
    expect(adminView).to.not.include('developer');
    expect((await initOf('user', 'accounts:all')).map((account) => account.email)).to.deep.equal(['user@demo.local']);
  });

  describe('save → broadcast round trip', () => {
    const roundTrip = async (
      saver: string,
      listener: string,
      topic: string,
      prefix: string,
      payload: Record<string, unknown>,
    ): Promise<{ saved: Item; broadcast: Item }> => {
      const list = await joinOk(listener, `${prefix}:all`);
      await waitFor(list, 'init');
      const editor = await joinOk(saver, topic);
      const reply = await push(editor.channel, 'save', payload);
      expect(reply.status, JSON.stringify(reply.response)).to.equal('ok');
      const [update] = await waitFor(list, 'update');
      editor.channel.leave();
      list.channel.leave();
      return { saved: item(reply.response), broadcast: item(update) };
    };

    it('accounts: a new user account reaches accounts:all; the password is never sent back', async () => {
      const { saved, broadcast } = await roundTrip('admin', 'root', 'accounts:create', 'accounts', {
        account: {
          email: 'New.Person@Example.com',
          type: 'user',
          name: 'New',
          surname: 'Person',
          state: 'active',
          groups: [],
          password: 'secret12',
          password_confirm: 'secret12',
        },
      });
      expect(saved).to.deep.include({ email: 'new.person@example.com', type: 'user', state: 'active' });
      expect(broadcast).to.deep.equal(saved);
      expect(saved).to.not.have.any.keys('password', 'password_confirm');
    });

    it('groups: a save on groups:{id} updates the group for every listener', async () => {
      const created = await roundTrip('admin', 'developer', 'groups:create', 'groups', {
        group: { name: 'Sports', state: 'active', accounts: [], meta: { productions: true } },
      });
      const { saved, broadcast } = await roundTrip('admin', 'developer', `groups:${created.saved.id}`, 'groups', {
        group: { name: 'Sports desk', state: 'archived' },
      });
      expect(saved).to.deep.include({
        id: created.saved.id,
        uuid: created.saved.uuid,
        name: 'Sports desk',
        state: 'archived',
        meta: { productions: true },
      });
      expect(broadcast).to.deep.equal(saved);
    });

    it('settings: root creates a setting; the name stays fixed after creation (spec 3 §5)', async () => {
      const { saved } = await roundTrip('root', 'user', 'settings:create', 'settings', {
        setting: { name: 'tag_form_main', title: 'Tags', type: 'tag_form', value: { fields: [] } },
      });
      const editor = await joinOk('root', `settings:${saved.id}`);
      const renamed = await push(editor.channel, 'save', { setting: { name: 'other', type: 'tag_form', value: {} } });
      expect(renamed).to.deep.equal({ status: 'error', response: { reason: 'name_fixed' } });
      editor.channel.leave();
    });

    it('filters: save then delete broadcasts update then delete (to the author: filters are their own, issue 28)', async () => {
      const { saved } = await roundTrip('user', 'user', 'filters:create', 'filters', {
        filter: { name: 'Mine', type: 'events', value: { states: ['active'] } },
      });
      const list = await joinOk('user', 'filters:all');
      await waitFor(list, 'init');
      const editor = await joinOk('user', `filters:${saved.id}`);
      expect((await push(editor.channel, 'delete', {})).status).to.equal('ok');
      expect(item((await waitFor(list, 'delete'))[0]).id).to.equal(saved.id);
      editor.channel.leave();
      list.channel.leave();
    });

    it('running orders: a valid order is saved; one breaking the spec 3 §5 rules is refused and changes nothing', async () => {
      const order = {
        name: 'Opening',
        items: [
          { action: 'player', type: 'play', duration: 5000, input: 'player', uri: 'file:///intro.mp4' },
          { action: 'mixer', type: 'cut' },
        ],
      };
      const { saved } = await roundTrip('admin', 'user', 'running_orders:create', 'running_orders', {
        running_order: order,
      });
      expect(saved).to.deep.include({ name: 'Opening' });
      const before = await initOf('admin', 'running_orders:all');
      const editor = await joinOk('admin', `running_orders:${saved.id}`);
      const refused = await push(editor.channel, 'save', {
        running_order: { name: 'Broken', items: [{ action: 'mixer', type: 'play' }] },
      });
      expect(refused.response).to.deep.include({ reason: 'invalid' });
      expect(await initOf('admin', 'running_orders:all')).to.deep.equal(before);
      editor.channel.leave();
    });
  });

  it('never loses a save made while a list join is being answered: init plus updates hold every item', async () => {
    const editor = await joinOk('admin', 'running_orders:create');
    const saves = Array.from({ length: 12 }, (_, index) =>
      push(editor.channel, 'save', { running_order: { name: `Race ${index}`, items: [] } }),
    );
    const list = await joinOk('user', 'running_orders:all');
    const replies = await Promise.all(saves);
    await waitFor(list, 'init');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const seen = new Set(
      [...items((list.received.get('init') ?? [])[0]), ...(list.received.get('update') ?? []).map(item)].map(
        (entry) => entry.id,
      ),
    );
    for (const reply of replies) expect(seen.has(item(reply.response).id)).to.equal(true);
    const order = [...list.received.keys()];
    expect(order[0]).to.equal('init');
    editor.channel.leave();
    list.channel.leave();
  });

  describe('visibility after changes', () => {
    it("tells a listener who may no longer see an item to delete it (an account promoted to root leaves an admin's list)", async () => {
      const adminList = await joinOk('admin', 'accounts:all');
      const [init] = await waitFor(adminList, 'init');
      const target = items(init).find((account) => account.email === 'new.person@example.com');
      expect(target).to.not.equal(undefined);
      const editor = await joinOk('developer', `accounts:${target?.id}`);
      expect(
        (
          await push(editor.channel, 'save', {
            account: { email: 'new.person@example.com', type: 'root', state: 'active', groups: [] },
          })
        ).status,
      ).to.equal('ok');
      expect(item((await waitFor(adminList, 'delete'))[0]).id).to.equal(target?.id);
      expect(adminList.received.get('update')).to.equal(undefined);
      editor.channel.leave();
      adminList.channel.leave();
    });

    it('gives cloudrec only the settings its clip pages need', async () => {
      const settings = await initOf('cloudrec', 'settings:all');
      const types = settings.map((setting) => setting.type);
      // The clip forms, plus the maintenance setting (its bypass list decides whether the app is blocked).
      expect(
        settings.every(
          (setting) => setting.type === 'tag_form' || setting.type === 'export_form' || setting.name === 'maintenance',
        ),
      ).to.equal(true);
      expect(types).to.include('tag_form');
    });
  });
});
