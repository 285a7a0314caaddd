import { expect } from 'chai';
import { join, push, waitFor, type Joined } from './support/phoenix-client';
import { useStudioFixture } from './support/studio-fixture';

// Issue 28: audit:all showed administrators the e-mails of root and developer accounts (which the accounts list
// hides from them) and the payloads of developers' saves. Each reader sees only what it could see elsewhere.

interface Row {
  id: number;
  account_id?: number | null;
  account_email: string;
  topic: string;
  event: string;
  payload: unknown;
}

describe('studio server: what each reader sees of the audit trail (issue 28)', () => {
  const { studio, socket, joinOk } = useStudioFixture({
    types: ['developer', 'root', 'admin', 'device_admin'],
    events: ['init', 'append', 'older'],
  });
  const readers = ['developer', 'root', 'admin', 'device_admin'];
  const joined = new Map<string, Joined>();
  let releaseList: number;

  before(async () => {
    for (const type of readers) {
      const audit = await joinOk(type, 'audit:all');
      await waitFor(audit, 'init');
      joined.set(type, audit);
    }
    const [config] = await studio.server.services.store.documents.settings.list(`body->>'type' = 'developer_config'`);
    releaseList = (config?.body.value as { version_3_list_id: number }).version_3_list_id;
  });

  /** The row of the newest matching push, as `type` received it live. */
  const appended = async (type: string, topic: string): Promise<Row> => {
    const audit = joined.get(type) as Joined;
    for (let count = 1; ; count += 1) {
      const rows = (await waitFor(audit, 'append', count)) as Row[];
      const row = rows.findLast((item) => item.topic === topic);
      if (row) return row;
    }
  };

  it("a developer's save to a release list: admins see neither who nor what, root sees who, developers all", async () => {
    const records = await join(socket('developer'), `cms:list_datas:${releaseList}`);
    const draft = { cms_list_id: releaseList, state: 'active', data: { version: '9.9.9-secret', status: 'test' } };
    expect((await push(records.channel, 'save', { list_data: draft })).status).to.equal('ok');
    const topic = `cms:list_datas:${releaseList}`;
    for (const type of ['admin', 'device_admin']) {
      const row = await appended(type, topic);
      expect(row.account_email, type).to.equal('a developer account');
      expect(row.account_id ?? undefined, type).to.equal(undefined);
      expect(row.payload, type).to.equal('[withheld]');
    }
    const forRoot = await appended('root', topic);
    expect(forRoot.account_email).to.equal('developer@demo.local');
    expect(forRoot.payload).to.equal('[withheld]');
    expect((await appended('developer', topic)).payload).to.deep.equal({ list_data: draft });
  });

  it("root's pushes reach admins as 'a root account' without payload; admins' own rows stay whole", async () => {
    const settings = await join(socket('root'), 'settings:create');
    await push(settings.channel, 'save', { setting: { name: 'audit_probe', type: 'tag_form', value: {} } });
    const forAdmin = await appended('admin', 'settings:create');
    expect(forAdmin).to.deep.include({ account_email: 'a root account', payload: '[withheld]' });
    expect((await appended('developer', 'settings:create')).account_email).to.equal('root@demo.local');
    const groups = await join(socket('admin'), 'groups:create');
    await push(groups.channel, 'save', { group: { name: 'Audit probe', accounts: [] } });
    const own = await appended('device_admin', 'groups:create');
    expect(own.account_email).to.equal('admin@demo.local');
    expect(own.payload).to.deep.equal({ group: { name: 'Audit probe', accounts: [] } });
  });

  it('init and older pages follow the same rule; nothing an admin receives names root or developer', async () => {
    const again = await join(socket('admin'), 'audit:all', ['init', 'older']);
    const [init] = await waitFor(again, 'init');
    const rows = (init as { data: Row[] }).data;
    const release = rows.find((row) => row.topic === `cms:list_datas:${releaseList}`);
    expect(release).to.deep.include({ account_email: 'a developer account', payload: '[withheld]' });
    const older = await push(again.channel, 'older', { before_id: (release?.id ?? 0) + 1, limit: 1 });
    expect((older.response as { data: Row[] }).data[0]).to.deep.include({
      id: release?.id,
      account_email: 'a developer account',
      payload: '[withheld]',
    });
    const [page] = await waitFor(again, 'older');
    const received = JSON.stringify([rows, older.response, page, joined.get('admin')?.received.get('append')]);
    expect(received).to.not.contain('developer@demo.local');
    expect(received).to.not.contain('root@demo.local');
    expect(received).to.not.contain('9.9.9-secret');
  });
});
