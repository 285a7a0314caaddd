import { expect } from 'chai';
import { join, push, waitFor } from './support/phoenix-client';
import { useStudioFixture } from './support/studio-fixture';

// Issue 28: filters:all sent every account's saved filters to all, and anyone could delete anybody's; root could
// delete a developer_config setting it may not save.

type Item = Record<string, unknown> & { id: number };
const items = (payload: unknown): Item[] => (payload as { data: Item[] }).data;
const item = (payload: unknown): Item => (payload as { data: Item }).data;

describe("studio server: saved filters are their authors', developer_config is the developers' (issue 28)", () => {
  const { studio, socket, joinOk, pushOn } = useStudioFixture({ types: ['developer', 'root', 'admin', 'user'] });
  const filtersOf = async (type: string): Promise<Item[]> => {
    const list = await joinOk(type, 'filters:all');
    const [init] = await waitFor(list, 'init');
    list.channel.leave();
    return items(init);
  };

  it("filters:all init carries only the account's own filters", async () => {
    for (const type of ['admin', 'user', 'root']) {
      const accountId = studio.server.services.store.documents.accounts;
      const [account] = await accountId.list(`body->>'email' = $1`, [`${type}@demo.local`]);
      const own = await filtersOf(type);
      expect(
        own.every((filter) => filter.account_id === account?.id),
        type,
      ).to.equal(true);
    }
    expect((await filtersOf('admin')).map((filter) => filter.name)).to.include('Ice hockey tonight');
    expect((await filtersOf('user')).map((filter) => filter.name)).to.deep.equal(['News']);
  });

  it('a save and a delete reach only the author; nobody else may change or delete the filter', async () => {
    const forAdmin = await joinOk('admin', 'filters:all', ['init', 'update', 'delete']);
    const forUser = await joinOk('user', 'filters:all', ['init', 'update', 'delete']);
    await waitFor(forAdmin, 'init');
    await waitFor(forUser, 'init');
    const creator = await joinOk('user', 'filters:create');
    const reply = await push(creator.channel, 'save', { filter: { name: 'Private', value: { q: 'x' } } });
    const saved = item(reply.response);
    expect(item((await waitFor(forUser, 'update'))[0]).id).to.equal(saved.id);
    for (const type of ['admin', 'root']) {
      const editor = await join(socket(type), `filters:${saved.id}`);
      expect(editor.reply.response, type).to.deep.equal({ reason: 'unauthorized' });
    }
    const editor = await joinOk('user', `filters:${saved.id}`);
    expect((await push(editor.channel, 'delete', {})).status).to.equal('ok');
    expect(item((await waitFor(forUser, 'delete'))[0]).id).to.equal(saved.id);
    expect(forAdmin.received.get('update') ?? []).to.deep.equal([]);
    expect(forAdmin.received.get('delete') ?? []).to.deep.equal([]);
  });

  it("the admin's seeded filter survives a user's delete attempt", async () => {
    const [hockey] = (await filtersOf('admin')).filter((filter) => filter.name === 'Ice hockey tonight');
    const attempt = await join(socket('user'), `filters:${hockey?.id}`);
    expect(attempt.reply.response).to.deep.equal({ reason: 'unauthorized' });
    expect((await filtersOf('admin')).map((filter) => filter.id)).to.include(hockey?.id);
  });

  it('root may not delete a developer_config setting (as it may not save one); a developer may', async () => {
    const created = await pushOn('developer', 'settings:create', 'save', {
      setting: { name: 'developer_probe', type: 'developer_config', value: {} },
    });
    const setting = item(created.response);
    // The console's catalogue has no settings delete; the studio server's entity topics offer one (server.md).
    const deleteAs = async (type: string) => push((await joinOk(type, `settings:${setting.id}`)).channel, 'delete', {});
    expect(await deleteAs('root')).to.deep.equal({ status: 'error', response: { reason: 'unauthorized' } });
    expect(await studio.server.services.store.documents.settings.get(setting.id)).to.not.equal(undefined);
    expect((await deleteAs('developer')).status).to.equal('ok');
    expect(await studio.server.services.store.documents.settings.get(setting.id)).to.equal(undefined);
  });
});
