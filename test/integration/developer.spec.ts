import { expect } from 'chai';
import { ServerHealthCodec } from '../../src/infrastructure/wire/developer';
import { join, push, waitFor, type Reply } from './support/phoenix-client';
import { useStudioFixture } from './support/studio-fixture';

const unauthorized: Reply = { status: 'error', response: { reason: 'unauthorized' } };
type Item = Record<string, unknown> & { id: number };

describe('studio server: the developer area (spec 3 §2.8; docs/protocol/developer.md)', () => {
  const { studio, socket, token, joinOk, frameErrors } = useStudioFixture({
    types: ['developer', 'root', 'admin'],
  });

  const releaseListIds = async (): Promise<{ releases: number; broadcaster: number }> => {
    const joined = await joinOk('developer', 'settings:all');
    const [init] = await waitFor(joined, 'init');
    joined.channel.leave();
    const config = (init as { data: Item[] }).data.find((setting) => setting.type === 'developer_config');
    const value = config?.value as { version_3_list_id: number; broadcaster_list_id: number };
    return { releases: value.version_3_list_id, broadcaster: value.broadcaster_list_id };
  };

  it('system:health: a report right after the join that decodes in the console, to developers only', async () => {
    const joined = await joinOk('developer', 'system:health', ['health']);
    const [report] = await waitFor(joined, 'health');
    joined.channel.leave();
    const decoded = ServerHealthCodec.decode(report);
    expect(decoded._tag).to.equal('Right');
    const health = report as {
      status: string;
      database: { ok: boolean; latency_ms: number };
      connections: { sockets: number };
      versions: { protocol: string; node: string };
      started_at: number;
      at: number;
    };
    expect(health.database.ok).to.equal(true);
    expect(health.database.latency_ms).to.be.at.least(0);
    // The fixture signs in three consoles, each on its own socket.
    expect(health.connections.sockets).to.be.at.least(3);
    expect(health.versions).to.include({ protocol: '19.09.2023', node: process.version });
    expect(health.at).to.be.at.least(health.started_at);
    for (const type of ['root', 'admin']) {
      const refused = await join(socket(type), 'system:health', ['health']);
      expect(refused.reply, type).to.deep.equal(unauthorized);
      expect(refused.received.get('health'), type).to.equal(undefined);
    }
    expect(frameErrors()).to.deep.equal([]);
  });

  it('the release lists are served to developers only: records topic and content_list/{id}', async () => {
    const ids = await releaseListIds();
    for (const listId of [ids.releases, ids.broadcaster]) {
      for (const type of ['root', 'admin'])
        expect((await join(socket(type), `cms:list_datas:${listId}`)).reply, type).to.deep.equal(unauthorized);
      const answer = await fetch(`${studio.url}/api/v1/content_list/${listId}`, {
        headers: { authorization: token('admin') },
      });
      expect(answer.status).to.equal(404);
      const mine = await fetch(`${studio.url}/api/v1/content_list/${listId}`, {
        headers: { authorization: token('developer') },
      });
      expect(mine.status).to.equal(200);
    }
  });

  it('a developer changes a release status: the records topic carries the update to every developer console', async () => {
    const { releases } = await releaseListIds();
    const watching = await joinOk('developer', `cms:list_datas:${releases}`);
    const [init] = await waitFor(watching, 'init');
    const record = (init as { data: Item[] }).data.find(
      (item) => (item.data as { status?: string }).status === 'test',
    ) as Item & { cms_list_id: number; data: Record<string, unknown> };
    expect(record, 'a demo release in test').to.not.equal(undefined);
    const editor = await joinOk('developer', `cms:list_data:${record.id}`);
    const reply = await push(editor.channel, 'save', {
      list_data: {
        id: record.id,
        cms_list_id: record.cms_list_id,
        state: 'active',
        data: { ...record.data, status: 'tested', updated_at: '2026-11-24T23:00:00.000Z' },
      },
    });
    editor.channel.leave();
    expect(reply.status).to.equal('ok');
    const [update] = await waitFor(watching, 'update');
    watching.channel.leave();
    expect((update as { data: Item }).data).to.deep.include({ id: record.id });
    expect((update as { data: { data: Record<string, unknown> } }).data.data).to.deep.include({
      status: 'tested',
      version: record.data.version,
    });
    const flat = (await (
      await fetch(`${studio.url}/api/v1/content_list/${releases}`, { headers: { authorization: token('developer') } })
    ).json()) as Item[];
    expect(flat.find((item) => item.id === record.id)).to.deep.include({ status: 'tested' });
  });
});
