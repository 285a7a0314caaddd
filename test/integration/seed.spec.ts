import { expect } from 'chai';
import { clipStatuses } from '../../src/domain/clips';
import { instanceTypes } from '../../src/domain/instances';
import { runningOrderItemProblems, type RunningOrderItem } from '../../src/domain/running-orders';
import { settingTypes } from '../../src/domain/settings';
import type { DomainEvent } from '../../src/domain/state';
import { createWireNormalizer } from '../../src/infrastructure/wire';
import { demoTime } from '../../server/seed/demo-ids';
import { seededAt } from '../../server/seed/seed';
import type { DocumentKind } from '../../server/storage/document-kinds';
import type { StoredDocument } from '../../server/storage/document-repository';
import { join, push, recordFrames, type ReceivedFrame } from './support/phoenix-client';
import { useStudioFixture } from './support/studio-fixture';

// The demo seed (issue 3 "Demo data") must be something the console can show: every frame the server sends
// about it goes through the console's own normalizer without a single FrameRejected.

const listTopics = [
  'groups:all',
  'channels:all',
  'channels:group:all:template',
  'channels:group:all:access',
  'settings:all',
  'filters:all',
  'instances:all',
  'devices:all',
  'control',
  'cms:all',
  'accounts:all',
  'running_orders:all',
  'events:all',
];

describe('studio server: demo seed (issue 3 "Demo data and simulation")', () => {
  const { studio, socket, token } = useStudioFixture({ types: ['developer'] });
  let messages: readonly ReceivedFrame[] = [];
  const documents = (kind: DocumentKind): Promise<StoredDocument[]> =>
    studio.server.services.store.documents[kind].list();

  before(() => {
    messages = recordFrames(socket('developer'));
  });

  it('every list topic and every per-item topic of the seeded data decodes with the catalogue codecs: zero FrameRejected', async () => {
    const topics = [...listTopics, `profile:${token('developer')}`];
    for (const event of await documents('events'))
      topics.push(
        `events:${event.uuid}`,
        `events:clips:${event.uuid}`,
        `events:clip_exports:${event.uuid}`,
        `events:tags:${event.uuid}`,
        `events:clip_settings:${event.uuid}`,
        `events:event_group_by_event:${event.uuid}`,
      );
    for (const instance of await documents('instances'))
      topics.push(`instances:status:${instance.id}`, `instances:${instance.id}`);
    for (const device of await documents('devices')) topics.push(`devices:${device.id}`, `devices:logs:${device.id}`);
    for (const list of await documents('cms_lists')) topics.push(`cms:list_datas:${list.id}`);
    for (const channel of await documents('channels'))
      topics.push(`channels:${channel.uuid}`, `channels:channel_groups:${channel.id}`);
    for (const group of await documents('channel_groups'))
      topics.push(`channels:group:${group.id}`, `channels:channel_group_channels:${group.id}`);
    const joined = await Promise.all(topics.map((topic) => join(socket('developer'), topic, [])));
    joined.forEach((result, index) =>
      expect(result.reply.status, `${topics[index]}: ${JSON.stringify(result.reply.response)}`).to.equal('ok'),
    );
    const events = joined[listTopics.indexOf('events:all')];
    // The server's clock, not the test's: the range is the server's business.
    const today = Math.floor(studio.server.services.clock() / 1000);
    expect(
      (
        await push(events?.channel as never, 'filter', {
          daterange: { start: today - 3 * 86400, end: today + 9 * 86400 },
          states: ['active', 'archived'],
        })
      ).status,
    ).to.equal('ok');
    await new Promise((resolve) => setTimeout(resolve, 1500));

    const normalizer = createWireNormalizer();
    const decoded: DomainEvent[] = messages.flatMap((message, index) =>
      normalizer.normalize({
        kind: 'FrameReceived',
        seq: index + 1,
        at: Date.now(),
        topic: message.topic,
        event: message.event,
        payload: message.payload,
      }),
    );
    const rejected = decoded.filter((event) => event.type === 'FrameRejected' || event.type === 'FrameIgnored');
    expect(rejected, JSON.stringify(rejected.slice(0, 3))).to.deep.equal([]);
    const kinds = new Set(messages.map((message) => `${message.topic.split(':')[0]} ${message.event}`));
    for (const kind of [
      'channels init',
      'instances init',
      'devices init',
      'cms init',
      'events init',
      'events events',
      'events clips',
      'events tags',
      'events clip_exports',
      'events settings',
      'instances status',
      'control channels',
    ])
      expect(kinds, kind).to.include(kind);
    const received = new Set(decoded.map((event) => event.type));
    for (const type of [
      'ChannelsReceived',
      'InstancesReceived',
      'DevicesReceived',
      'EventsLoaded',
      'ClipsReceived',
      'TagsReceived',
      'ClipExportsReceived',
      'InstanceStatusReceived',
      'ConnectionStatesReceived',
      'MediaconnectStatusesReceived',
    ])
      expect(received, type).to.include(type);
  });

  it('the billing, release and series content lists decode with their HTTP codecs (spec 3 §7)', async () => {
    const { httpCatalogue } = await import('../../src/infrastructure/wire');
    const settings = await documents('settings');
    const value = (type: string) =>
      settings.find((setting) => setting.body.type === type)?.body.value as Record<string, number>;
    const deviceType = settings.find((setting) => setting.body.name === 'camera')?.body.value as Record<string, number>;
    const calls: [keyof typeof httpCatalogue, number | undefined][] = [
      ['billing_contracts', value('billing_config').contracts_list_id],
      ['billing_customers', value('billing_config').customers_list_id],
      ['release_records', value('developer_config').version_3_list_id],
      ['release_records', value('developer_config').broadcaster_list_id],
      ['series_items', deviceType.series_list_id],
    ];
    for (const [name, id] of calls) {
      const answer = await (
        await fetch(`${studio.url}/api/v1/content_list/${id}`, { headers: { authorization: token('developer') } })
      ).json();
      expect(answer, name).to.have.length.greaterThan(1);
      expect(httpCatalogue[name].response.decode(answer)._tag, name).to.equal('Right');
    }
    const contracts = (await (
      await fetch(`${studio.url}/api/v1/content_list/${value('billing_config').contracts_list_id}`, {
        headers: { authorization: token('developer') },
      })
    ).json()) as { billables: { data: { type: string } }[] }[];
    expect(new Set(contracts.flatMap((contract) => contract.billables.map((item) => item.data.type)))).to.deep.equal(
      new Set(['hour', 'static']),
    );
  });

  it('covers what the demo needs: every setting and instance type, events from yesterday to day+7 (some current, one near its end), clips and exports in every status', async () => {
    expect(new Set((await documents('settings')).map((setting) => setting.body.type))).to.deep.equal(
      new Set(settingTypes),
    );
    expect(new Set((await documents('instances')).map((instance) => instance.body.type))).to.deep.equal(
      new Set(instanceTypes),
    );
    // Counted from the moment the server seeded the folder (its own clock), as the seed counted: a "today" taken
    // from the test's clock moves at midnight, and a run that crosses it would find the schedule a day off.
    const seeded = await seededAt(studio.server.services.store);
    if (seeded === undefined) expect.fail('the demo folder carries no seed time');
    const { now, today } = demoTime(seeded);
    const events = (await documents('events')).map((event) => ({
      start: Number(event.body.cached_start_time),
      end: Number(event.body.cached_end_time),
      state: event.state,
      billed: (event.body.system_meta as { billing?: unknown } | undefined)?.billing !== undefined,
    }));
    expect(events.some((event) => event.end < now)).to.equal(true);
    expect(events.filter((event) => event.start <= now && now < event.end).length).to.be.at.least(2);
    expect(
      events.some((event) => event.start <= now && event.end - now < 600 && event.end > now),
      'near its end (spec 1 §4: under 600 s)',
    ).to.equal(true);
    // The schedule starts yesterday; before it lies only the month of billable events the billing screens show.
    const older = events.filter((event) => event.start < today - 86400);
    expect(older.every((event) => event.billed)).to.equal(true);
    expect(Math.min(...events.map((event) => event.start))).to.be.at.least(today - 31 * 86400);
    expect(Math.max(...events.map((event) => event.start))).to.be.within(today + 7 * 86400, today + 8 * 86400);
    expect(events.some((event) => event.state === 'archived')).to.equal(true);
    const clips = await documents('clips');
    expect(new Set(clips.map((clip) => clip.body.status))).to.deep.equal(new Set(clipStatuses));
    expect(new Set((await documents('clip_exports')).map((item) => item.body.status))).to.deep.equal(
      new Set(clipStatuses),
    );
    const groups = await documents('groups');
    expect(
      groups.some(
        (group) =>
          (group.body.meta as { productions?: boolean }).productions === true &&
          Object.keys((group.body.meta as { production_roles?: object }).production_roles ?? {}).length > 0,
      ),
    ).to.equal(true);
    const devices = await documents('devices');
    expect(devices.some((device) => (device.body.sub_device_list as number[]).length > 0)).to.equal(true);
    expect((await documents('device_logs')).length).to.be.greaterThan(0);
    for (const order of await documents('running_orders'))
      for (const item of order.body.items as RunningOrderItem[])
        expect(runningOrderItemProblems(item)).to.deep.equal([]);
  });
});
