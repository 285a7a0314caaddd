import { expect } from 'chai';
import { ChannelsAdminCommands } from '../../../src/application/channels-admin/channels-admin.commands';
import { ContentCommands } from '../../../src/application/content/content.commands';
import { InstanceAdminCommands } from '../../../src/application/instances/instances-admin.commands';
import { TopicLeases } from '../../../src/application/topics';
import { disconnect } from '../support/phoenix-client';
import { eventually, realConsole, type RealConsole } from '../support/real-console';
import { loginAs, signIn, startTestServer, type SignedIn, type TestServer } from '../support/studio';
import { demoName } from './consoles';
import { savedOn } from './versioned-kinds';

// Issue 32 §2 from the console's side, over a real console core and its commands: "deleting a changed item is
// refused the same way" (the instance editor's Remove, the list editor's Delete list, the content table's record
// delete send the version the operator saw; a colleague's change since is refused stale, with who made it, and
// nothing is deleted; on the version the refusal named, the delete goes), and a channel group's save goes on the
// version its editor read.
describe('one truth: the console deletes and saves on the version it saw (issue 32 §2)', function () {
  this.timeout(120_000);
  let studio: TestServer;
  let operator: RealConsole;
  let colleague: SignedIn;
  let count = 0;
  const unique = (): string => `cd${(count += 1)}`;

  before(async () => {
    studio = await startTestServer();
    // A developer may remove instances (spec 2 §6) and edit content; the colleague is root.
    const token = await loginAs(studio.url, 'developer');
    operator = realConsole(studio.socketUrl);
    operator.gateway.connect(token);
    await eventually(() => operator.state().connection.state === 'connected', 'the console connected');
    colleague = await signIn(studio, 'root');
  });
  after(async () => {
    operator?.dispose();
    if (colleague) await disconnect(colleague.socket);
    await studio?.close();
  });

  it("the instance editor's Remove: refused stale naming the colleague, the instance stays; removed on their version", async () => {
    const commands = new InstanceAdminCommands(operator.bus);
    const instance = await savedOn(colleague.socket, 'instances:create', {
      instance: { title: `${unique()} remove`, type: 'input', token: '', meta: {} },
    });
    await savedOn(colleague.socket, `instances:${instance.id}`, {
      instance: { title: 'renamed meanwhile', type: 'input', token: '', meta: {} },
      version: 1,
    });
    const refused = await commands.remove(instance.id, 1);
    expect(refused).to.deep.equal({ ok: false, reason: 'stale', stale: { changedBy: demoName('root'), version: 2 } });
    expect(await studio.server.services.store.documents.instances.get(instance.id)).to.not.equal(undefined);
    expect(await commands.remove(instance.id, 2)).to.deep.equal({ ok: true });
    expect(await studio.server.services.store.documents.instances.get(instance.id)).to.equal(undefined);
  });

  it("the list editor's Delete list: refused stale, the list and its records stay; deleted on their version", async () => {
    const commands = new ContentCommands(operator.bus);
    const type = await savedOn(colleague.socket, 'cms:list_type:create', {
      list_type: { name: `${unique()} type`, fields: [{ name: 'name', type: 'text' }] },
    });
    const draft = { name: `${unique()} list`, cms_list_type_id: type.id, type: 'team', groups: [] };
    const list = await savedOn(colleague.socket, 'cms:list:create', { list: draft });
    const record = await savedOn(colleague.socket, 'cms:list_data:create', {
      list_data: { cms_list_id: list.id, state: 'active', data: { name: 'kept' } },
    });
    await savedOn(colleague.socket, `cms:list:${list.id}`, { list: { ...draft, id: list.id, name: `${draft.name}!` } });
    const refused = await commands.deleteList(list.id, 1);
    expect(refused).to.deep.equal({ ok: false, reason: 'stale', stale: { changedBy: demoName('root'), version: 2 } });
    const { documents } = studio.server.services.store;
    expect(await documents.cms_lists.get(list.id)).to.not.equal(undefined);
    expect(await documents.cms_list_data.get(record.id), 'its records stay too').to.not.equal(undefined);
    expect(await commands.deleteList(list.id, 2)).to.deep.equal({ ok: true });
    expect(await documents.cms_lists.get(list.id)).to.equal(undefined);
    expect(await documents.cms_list_data.get(record.id)).to.equal(undefined);
  });

  it("the content table's record delete: refused stale, the record stays; deleted on their version", async () => {
    const commands = new ContentCommands(operator.bus);
    const [billing] = await studio.server.services.store.documents.settings.list(`body->>'type' = 'billing_config'`);
    const listId = (billing?.body.value as { contracts_list_id: number }).contracts_list_id;
    const record = await savedOn(colleague.socket, 'cms:list_data:create', {
      list_data: { cms_list_id: listId, state: 'active', data: { title: `${unique()} contract` } },
    });
    await savedOn(colleague.socket, `cms:list_data:${record.id}`, {
      list_data: { id: record.id, cms_list_id: listId, state: 'active', data: { title: 'changed meanwhile' } },
    });
    const refused = await commands.deleteRecord(listId, record.id, 1);
    expect(refused).to.deep.equal({ ok: false, reason: 'stale', stale: { changedBy: demoName('root'), version: 2 } });
    expect(await studio.server.services.store.documents.cms_list_data.get(record.id)).to.not.equal(undefined);
    expect(await commands.deleteRecord(listId, record.id, 2)).to.deep.equal({ ok: true });
    expect(await studio.server.services.store.documents.cms_list_data.get(record.id)).to.equal(undefined);
  });

  it("the channel group editor's save: refused stale naming the colleague, theirs kept; saved on their version", async () => {
    const commands = new ChannelsAdminCommands(operator.bus, new TopicLeases(operator.gateway), operator.store, {
      newId: () => 'unused',
    });
    const group = { name: `${unique()} group`, title: 'first', state: 'active', type: 'access', meta: {} } as const;
    const created = await savedOn(colleague.socket, 'channels:group:create:access', { channel_group: group });
    await savedOn(colleague.socket, `channels:group:${created.id}`, {
      channel_group: { ...group, title: 'theirs' },
      version: 1,
    });
    const refused = await commands.saveGroup({ ...group, id: created.id, title: 'mine' }, 1);
    expect(refused).to.deep.equal({ ok: false, reason: 'stale', stale: { changedBy: demoName('root'), version: 2 } });
    const stored = () => studio.server.services.store.documents.channel_groups.get(created.id);
    expect((await stored())?.body.title).to.equal('theirs');
    expect(await commands.saveGroup({ ...group, id: created.id, title: 'mine' }, 2)).to.deep.include({ ok: true });
    expect((await stored())?.body.title).to.equal('mine');
    expect((await stored())?.version).to.equal(3);
  });
});
