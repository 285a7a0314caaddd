import { expect } from 'chai';
import { waitForMatch } from '../server/records/catalogue-check';
import { join, waitFor, type Reply } from './support/phoenix-client';
import { useStudioFixture } from './support/studio-fixture';

// Issue 28, data exposure in content: admin_only values and billing lists, at the socket and HTTP boundaries.

type Item = Record<string, unknown> & { id: number };
const dataOf = (reply: Reply): Item => (reply.response as { data: Item }).data;
const idIs =
  (id: number) =>
  (payload: unknown): boolean =>
    (payload as { data: Item }).data.id === id;

describe('studio server: content values a viewer may not see (issue 28)', () => {
  const { studio, socket, token, joinOk, pushOn } = useStudioFixture({
    types: ['developer', 'admin', 'group_admin', 'user', 'cloudrec'],
  });
  const saved = async (type: string, topic: string, payload: object): Promise<Item> => {
    const reply = await pushOn(type, topic, 'save', payload);
    expect(reply.status, JSON.stringify(reply.response)).to.equal('ok');
    return dataOf(reply);
  };
  const initOf = async (type: string, listId: number): Promise<Item[]> => {
    const joined = await joinOk(type, `cms:list_datas:${listId}`);
    const [init] = await waitFor(joined, 'init');
    joined.channel.leave();
    return (init as { data: Item[] }).data;
  };
  const http = async (type: string, path: string): Promise<{ status: number; body: unknown }> => {
    const response = await fetch(`${studio.url}/api/v1/${path}`, { headers: { authorization: token(type) } });
    return { status: response.status, body: await response.json() };
  };

  describe('admin_only fields (spec 3 §5)', () => {
    let list: Item;
    let record: Item;
    before(async () => {
      const listType = await saved('admin', 'cms:list_type:create', {
        list_type: {
          name: 'Exposure sponsors',
          fields: [
            { name: 'name', type: 'text' },
            { name: 'fee', type: 'text', admin_only: true },
          ],
        },
      });
      list = await saved('admin', 'cms:list:create', {
        list: { name: 'Exposure sponsor list', cms_list_type_id: listType.id, type: 'team', groups: [] },
      });
      record = await saved('admin', 'cms:list_data:create', {
        list_data: { cms_list_id: list.id, state: 'active', data: { name: 'Acme', fee: '5000' } },
      });
    });

    it('the list topic init carries admin_only values to administrators only', async () => {
      expect((await initOf('admin', list.id))[0]?.data).to.deep.equal({ name: 'Acme', fee: '5000' });
      for (const type of ['group_admin', 'user'])
        expect((await initOf(type, list.id))[0]?.data, type).to.deep.equal({ name: 'Acme' });
    });

    it('updates, save replies and the record topic leave them out for non-administrators', async () => {
      const forUser = await joinOk('user', `cms:list_datas:${list.id}`, ['update']);
      const forAdmin = await joinOk('admin', `cms:list_datas:${list.id}`, ['update']);
      await saved('admin', `cms:list_data:${record.id}`, {
        list_data: { cms_list_id: list.id, state: 'active', data: { name: 'Acme Oy', fee: '6000' } },
      });
      const userUpdate = (await waitForMatch(forUser, 'update', idIs(record.id))) as { data: Item };
      const adminUpdate = (await waitForMatch(forAdmin, 'update', idIs(record.id))) as { data: Item };
      expect(userUpdate.data.data).to.deep.equal({ name: 'Acme Oy' });
      expect(adminUpdate.data.data).to.deep.equal({ name: 'Acme Oy', fee: '6000' });
      const editor = await joinOk('group_admin', `cms:list_data:${record.id}`);
      expect(dataOf(editor.reply).data).to.deep.equal({ name: 'Acme Oy' });
    });

    it('a non-administrator saving without the key (as the console does) keeps the stored value', async () => {
      const reply = await saved('group_admin', `cms:list_data:${record.id}`, {
        list_data: { cms_list_id: list.id, state: 'active', data: { name: 'Acme Group' } },
      });
      expect(reply.data).to.deep.equal({ name: 'Acme Group' });
      expect((await initOf('admin', list.id))[0]?.data).to.deep.equal({ name: 'Acme Group', fee: '6000' });
    });

    it('GET content_list/{id} and by_name strip them for non-administrators', async () => {
      const byName = `content_list/by_name/${encodeURIComponent('Exposure sponsor list')}`;
      for (const path of [`content_list/${list.id}`, byName]) {
        expect((await http('user', path)).body, path).to.deep.equal([{ id: record.id, name: 'Acme Group' }]);
        expect((await http('admin', path)).body, path).to.deep.equal([
          { id: record.id, name: 'Acme Group', fee: '6000' },
        ]);
      }
    });
  });

  describe('billing contracts and customers (spec 1 §2.1 Billing: administrators)', () => {
    let contracts: number;
    let customers: number;
    before(async () => {
      const [config] = await studio.server.services.store.documents.settings.list(`body->>'type' = 'billing_config'`);
      ({ contracts_list_id: contracts, customers_list_id: customers } = config?.body.value as {
        contracts_list_id: number;
        customers_list_id: number;
      });
    });

    it('over HTTP: administrators read them; user, group_admin and cloudrec get 404', async () => {
      for (const id of [contracts, customers]) {
        const answer = await http('admin', `content_list/${id}`);
        expect(answer.status).to.equal(200);
        expect(answer.body).to.be.an('array').with.length.greaterThan(0);
        for (const type of ['user', 'group_admin', 'cloudrec'])
          expect((await http(type, `content_list/${id}`)).status, `${type} ${id}`).to.equal(404);
      }
      const byName = `content_list/by_name/${encodeURIComponent('Billing customers')}`;
      expect((await http('user', byName)).status).to.equal(404);
      expect(JSON.stringify((await http('admin', byName)).body)).to.contain('@');
    });

    it('on the socket: their record topics are refused, and so are writes to them', async () => {
      for (const type of ['user', 'group_admin'])
        expect((await join(socket(type), `cms:list_datas:${contracts}`)).reply.response, type).to.deep.equal({
          reason: 'unauthorized',
        });
      expect((await initOf('admin', contracts)).length).to.be.greaterThan(0);
      const [contract] = await initOf('admin', contracts);
      expect((await join(socket('group_admin'), `cms:list_data:${contract?.id}`)).reply.status).to.equal('error');
      const created = await pushOn('group_admin', 'cms:list_data:create', 'save', {
        list_data: { cms_list_id: contracts, state: 'active', data: { title: 'Sneaky' } },
      });
      expect(created.status).to.equal('error');
      const removed = await pushOn('group_admin', `cms:list:${customers}`, 'delete', { list: { id: customers } });
      expect(removed.response).to.deep.equal({ reason: 'unauthorized' });
      expect((await http('admin', `content_list/${customers}`)).body)
        .to.be.an('array')
        .with.length.greaterThan(0);
    });
  });
});
