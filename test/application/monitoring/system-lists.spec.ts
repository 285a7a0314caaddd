import { expect } from 'chai';
import { filter, firstValueFrom, of } from 'rxjs';
import { MediaServerCommands, SystemListsQueries, monitoringModule } from '../../../src/application/monitoring';
import { clipsModule } from '../../../src/application/clips';
import { notificationsModule, NoticeRules } from '../../../src/application/notifications';
import { processesModule } from '../../../src/application/processes';
import { HttpGateway } from '../../../src/application/http/http-gateway';
import { instancesSamples } from '../../fixtures/wire/instances.samples';
import { createHarness, settle, toastsOf, type PushHandler } from '../console-harness';

const statusFrame = instancesSamples.find((sample) => sample.topic === 'instances:status:60');

const fixture = (push?: PushHandler) => {
  const harness = createHarness(push ? { push } : {});
  harness.container.bind(HttpGateway).toSelf().inSingletonScope();
  harness.container.load(notificationsModule, processesModule, clipsModule, monitoringModule);
  harness.receive('instances:all', 'init', {
    instances: [{ id: 60, title: 'Media server', type: 'mediamtx', token: 't', meta: {} }],
  });
  return {
    ...harness,
    queries: harness.container.get(SystemListsQueries),
    commands: harness.container.get(MediaServerCommands),
    rules: Object.assign({}, ...harness.container.getAll<Record<string, unknown>>(NoticeRules)) as NoticeRules,
  };
};

describe('system monitor lists (spec 2 §2, §8)', () => {
  it("joins the media servers' status while watched and lists their streams with the action each offers", async () => {
    const lists = fixture();
    const close = lists.commands.open(of([{ id: 60 }]));
    expect(lists.socket.join.firstCall.args[0]).to.equal('instances:status:60');
    lists.receive('instances:status:60', 'status', statusFrame?.payload);
    const [server] = await firstValueFrom(
      lists.queries.mediaServers$.pipe(filter((servers) => servers[0]?.loaded === true)),
    );
    expect(server?.streams.map((stream) => [stream.name, stream.action?.kind])).to.deep.equal([
      ['arena_a_cam1', 'refresh'],
      ['partner_feed', 'delete'],
    ]);
    close();
    expect(lists.socket.leave.firstCall.args[0]).to.equal('instances:status:60');
    lists.dispose();
  });

  it('refresh pushes mediamtx_kick on control and delete mediamtx_remove_pull; a refused call shows no toast', async () => {
    const lists = fixture(() => ({ status: 'error', response: { reason: 'not_found' } }));
    lists.receive('instances:status:60', 'status', statusFrame?.payload);
    await lists.until((state) => state.instances.statusById[60] !== undefined);
    const kicked = await lists.commands.act(60, 'arena_a_cam1');
    expect(kicked?.outcome).to.equal('error');
    expect(lists.socket.push.firstCall.args.slice(0, 3)).to.deep.equal([
      'control',
      'instance',
      { type: 'mediamtx_kick', instance: 60, id: '6a1f0c2e-8d3b-4f5a-9c7e-2b4d6f8a0c1e', stream_type: 'srtConn' },
    ]);
    await lists.commands.act(60, 'partner_feed');
    expect(lists.socket.push.secondCall.args[2]).to.deep.equal({
      type: 'mediamtx_remove_pull',
      instance: 60,
      channel: 'partner_feed',
    });
    await settle();
    expect(toastsOf(lists.store.state, lists.rules)).to.deep.equal([]);
    lists.dispose();
  });
});
