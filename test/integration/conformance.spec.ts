import { expect } from 'chai';
import { httpErrors } from '../server/records/catalogue-check';
import { join, waitFor } from './support/phoenix-client';
import { postLogin } from './support/studio';
import { useStudioFixture } from './support/studio-fixture';
import { plantedRow } from '../support/stored-rows';

// The console must work unchanged against this server: every frame the server sends on a catalogued topic
// decodes with the console's own inbound codec, every ok reply with the push's reply codec and every HTTP answer
// with the call's response codec (the checks are test/server/records/catalogue-check.ts's, which the fixture uses).

describe('studio server: conformance with the console catalogue (src/infrastructure/wire)', () => {
  const { studio, socket, token, pushOn, framesSeen, frameErrors } = useStudioFixture({ types: ['developer'] });

  // pushOn checks an ok reply against the catalogue's reply codec (and that the catalogue has the push at all).
  const pushChecked = async (topic: string, event: string, payload: object): Promise<unknown> => {
    const reply = await pushOn('developer', topic, event, payload);
    expect(reply.status, `${event} on ${topic}: ${JSON.stringify(reply.response)}`).to.equal('ok');
    return reply.response;
  };

  it('list topics, saves and profile pushes answer in the shapes the console decodes', async () => {
    const lists = [
      'accounts:all',
      'groups:all',
      'settings:all',
      'filters:all',
      'running_orders:all',
      `profile:${token('developer')}`,
    ];
    const joinedLists = await Promise.all(lists.map((topic) => join(socket('developer'), topic, ['init'])));
    await Promise.all(joinedLists.map((joined) => waitFor(joined, 'init')));

    const group = (await pushChecked('groups:create', 'save', {
      group: { name: 'Desk', state: 'active', meta: { productions: true, production_roles: { 1: 'director' } } },
    })) as { data: { id: number } };
    await pushChecked(`groups:${group.data.id}`, 'save', { group: { name: 'Desk 2', state: 'archived' } });
    await pushChecked('accounts:create', 'save', {
      account: {
        email: 'c@x.test',
        type: 'user',
        state: 'active',
        groups: [],
        password: 'secret12',
        password_confirm: 'secret12',
        meta: { company: 'X' },
      },
    });
    await pushChecked('settings:create', 'save', {
      setting: { name: 'conformance_system', type: 'system', value: { bypass_accounts: [1] } },
    });
    await pushChecked('running_orders:create', 'save', {
      running_order: { name: 'RO', items: [{ action: 'wait', type: 'duration', duration: 1000 }] },
    });
    await pushChecked(`profile:${token('developer')}`, 'get', {});
    await pushChecked(`profile:${token('developer')}`, 'update', { name: 'Dev', dev_key: 'dk-1' });
    await pushChecked(`profile:${token('developer')}`, 'ping', {});
    await new Promise((resolve) => setTimeout(resolve, 100));

    expect(framesSeen()).to.include.members([
      'accounts:all init',
      'accounts:all update',
      'groups:all update',
      'settings:all update',
      'profile:{token} init',
      'profile:{token} update',
      'profile:{token} presence_diff',
    ]);
    expect(frameErrors()).to.deep.equal([]);
  });

  it("HTTP answers decode with the catalogue's HTTP codecs (login, verify, maintenance, latest version, content lists)", async () => {
    const answers: Record<string, unknown> = {
      login: (await postLogin(studio.url, 'admin@demo.local')).body,
      verify: await (
        await fetch(`${studio.url}/api/v1/verify`, { headers: { authorization: token('developer') } })
      ).json(),
      maintenance: await (await fetch(`${studio.url}/api/v1/maintenance.json`)).json(),
      latest_version: await (await fetch(`${studio.url}/api/v1/kepitstreamer/3/update/latest`)).json(),
    };
    const { store } = studio.server.services;
    const list = await store.db.write((tx) =>
      store.documents.cms_lists.insert(tx, plantedRow('cms_lists', { name: 'teams', type: 'team', meta: {} })),
    );
    await store.db.write((tx) =>
      store.documents.cms_list_data.insert(tx, { cms_list_id: list.id, data: { name: 'HIFK', key: 'logos/hifk.png' } }),
    );
    answers.content_list = await (
      await fetch(`${studio.url}/api/v1/content_list/${list.id}`, { headers: { authorization: token('developer') } })
    ).json();
    answers.content_list_by_name = await (
      await fetch(`${studio.url}/api/v1/content_list_by_name/teams`, { headers: { authorization: token('developer') } })
    ).json();
    expect(answers.content_list).to.have.length(1);
    const refused = (await postLogin(studio.url, 'admin@demo.local', 'wrong')).body;
    for (const [name, answer] of [...Object.entries(answers), ['login', refused] as const])
      expect(httpErrors(name, answer), name).to.deep.equal([]);
  });
});
