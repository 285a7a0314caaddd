import { expect } from 'chai';
import { filter, firstValueFrom } from 'rxjs';
import { contentModule } from '../../../src/application/content';
import {
  developerModule,
  DeveloperMonitorQueries,
  ReleaseEditing,
  ReleaseListsQueries,
  ServerHealthFeed,
} from '../../../src/application/developer';
import { DisplayZone } from '../../../src/application/shared';
import type { ListData } from '../../../src/domain/cms';
import { developerSamples } from '../../fixtures/wire/developer.samples';
import { createHarness, settle, startOfTest, type Harness } from '../console-harness';

const releases = 7;

const record = (id: number, data: Record<string, unknown>): ListData => ({
  id,
  cms_list_id: releases,
  state: 'active',
  data,
});

const setup = () => {
  const harness = createHarness({
    push: (_topic, _event, payload) => ({
      status: 'ok',
      response: { data: (payload as { list_data: ListData }).list_data },
    }),
  });
  harness.container.rebind(DisplayZone).toConstantValue('UTC');
  harness.container.load(contentModule, developerModule);
  harness.receive('settings:all', 'init', {
    data: [{ id: 3, name: 'developer', type: 'developer_config', value: { version_3_list_id: releases } }],
  });
  harness.receive(`cms:list_datas:${releases}`, 'init', {
    data: [
      record(1, { version: 'v1.14.2', status: 'release', key: 'k1' }),
      record(2, { version: 'v1.15.0-rc1', status: 'test', key: 'k2', notes: 'keep' }),
    ],
  });
  return harness;
};

describe('application/developer: release lists and their editor (spec 3 §2.8)', () => {
  let harness: Harness;
  afterEach(() => harness.dispose());

  it('the developer_config list, by status tab, from the live records topic', async () => {
    harness = setup();
    const queries = harness.container.get(ReleaseListsQueries);
    expect(await firstValueFrom(queries.listId$('releases').pipe(filter((id) => id !== undefined)))).to.equal(releases);
    expect(await firstValueFrom(queries.listId$('broadcaster'))).to.equal(undefined);
    const list = queries.table(releases, 'release');
    const first = await firstValueFrom(list.view$.pipe(filter((view) => view.loaded)));
    expect(first.rows.map((row) => row.version)).to.deep.equal(['v1.14.2']);
    list.setFilter('status', 'test');
    expect((await firstValueFrom(list.view$)).rows.map((row) => row.version)).to.deep.equal(['v1.15.0-rc1']);
    // A save coming back on the topic moves the release to its new tab.
    harness.receive(`cms:list_datas:${releases}`, 'update', {
      data: record(2, { version: 'v1.15.0-rc1', status: 'tested' }),
    });
    list.setFilter('status', 'tested');
    expect(
      (await firstValueFrom(list.view$.pipe(filter((view) => view.rows.length > 0)))).rows.map((row) => row.id),
    ).to.deep.equal([2]);
  });

  it('saves a status as a content record save: other values kept, updated_at now; a blank version is refused', async () => {
    harness = setup();
    const editing = harness.container.get(ReleaseEditing);
    const stored = record(2, { version: 'v1.15.0-rc1', status: 'test', key: 'k2', notes: 'keep' });
    const form = { version: 'v1.15.0-rc1', key: 'k2', status: 'tested', unitIds: '4, 9', osVersion: '' };
    expect(editing.save('releases', stored, { ...form, version: ' ' })).to.equal('A release needs a version.');
    expect(harness.socket.push.callCount).to.equal(0);
    const outcome = await editing.save('releases', stored, form);
    expect(outcome).to.deep.equal({ ok: true, id: 2 });
    const [topic, event, payload] = harness.socket.push.lastCall.args;
    expect([topic, event]).to.deep.equal(['cms:list_data:2', 'save']);
    expect(payload).to.deep.equal({
      list_data: {
        id: 2,
        cms_list_id: releases,
        state: 'active',
        data: {
          version: 'v1.15.0-rc1',
          key: 'k2',
          status: 'tested',
          notes: 'keep',
          unit_ids: [4, 9],
          updated_at: new Date(startOfTest).toISOString(),
        },
      },
    });
    expect(harness.commandNames()).to.deep.equal(['content.record.save']);
  });
});

describe('application/developer: the monitor (spec 3 §2.8)', () => {
  let harness: Harness;
  afterEach(() => harness.dispose());

  it("counts this console's frames, rejected ones with their errors, and holds the server's health", async () => {
    harness = setup();
    const queries = harness.container.get(DeveloperMonitorQueries);
    harness.receive('settings:all', 'update', { data: { id: 'not a number' } });
    await settle();
    const figures = await firstValueFrom(queries.console$.pipe(filter((value) => value.rejected > 0)));
    expect(figures.decoded).to.equal(2);
    expect(figures.rejected).to.equal(1);
    expect(figures.rejections[0]).to.deep.include({ topic: 'settings:all', event: 'update', time: '10:00:00' });
    expect(figures.rejections[0]?.errors.length).to.be.greaterThan(0);
    expect((await firstValueFrom(queries.health$)).stale).to.equal(true);
    const [sample] = developerSamples;
    harness.receive('system:health', 'health', sample?.payload);
    const health = await firstValueFrom(queries.health$.pipe(filter((view) => view.health !== undefined)));
    expect(health.health?.status).to.equal('degraded');
    expect(health.stale).to.equal(false);
  });

  it('joins system:health while a monitor shows it, and leaves after the last one', () => {
    harness = setup();
    const feed = harness.container.get(ServerHealthFeed);
    const first = feed.watch();
    const second = feed.watch();
    expect(harness.socket.join.withArgs('system:health').callCount).to.equal(1);
    first();
    first();
    expect(harness.socket.leave.callCount).to.equal(0);
    second();
    expect(harness.socket.leave.calledOnceWith('system:health')).to.equal(true);
  });
});
