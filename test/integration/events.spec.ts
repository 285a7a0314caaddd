import { expect } from 'chai';
import { checkedPush, waitForMatch } from '../server/records/catalogue-check';
import { join, waitFor, type Reply } from './support/phoenix-client';
import { useStudioFixture } from './support/studio-fixture';

type Item = Record<string, unknown> & { uuid: string; id: number };
type Group = {
  uuid: string;
  channel_id?: number;
  start_time?: number;
  system_meta: { todos?: Record<string, unknown> } & Record<string, unknown>;
};
const dataOf = (reply: Reply): Item => (reply.response as { data: Item }).data;
const groupOf = (event: Item): Group => event.event_group as Group;
const firstPath = (reply: Reply): string | undefined =>
  (reply.response as { errors?: { path: string }[] }).errors?.[0]?.path;
const uuidIs =
  (uuid: string) =>
  (payload: unknown): boolean =>
    (payload as { data: Item }).data.uuid === uuid;
const listOf = (payload: unknown): Item[] => (payload as { events: Item[] }).events;

describe('studio server: events (spec 1 §4, §5, §7.2; spec 2 §4, §5, §7; spec 3 §7)', () => {
  const { socket, joinOk, pushOn, framesSeen, frameErrors } = useStudioFixture({
    types: ['admin', 'user', 'cloudrec'],
    events: ['init', 'update', 'events', 'event-update'],
  });
  const now = Math.floor(Date.now() / 1000);
  const defaultContract = 7008;
  const saved = async (type: string, topic: string, payload: object): Promise<Item> => {
    const reply = await pushOn(type, topic, 'save', payload);
    expect(reply.status, JSON.stringify(reply.response)).to.equal('ok');
    return dataOf(reply);
  };
  const channel = async (name: string, type: 'input' | 'output', customer?: number): Promise<Item> =>
    dataOf(
      await pushOn('admin', 'channels:create', 'save', {
        channel: {
          name,
          title: name,
          type,
          state: 'active',
          // A billing destination needs a contract per event: its default contract stands in (issue 29).
          meta: customer === undefined ? {} : { billing_customer: customer, billing_contract: defaultContract },
        },
        channel_groups: [],
      }),
    );

  let source: Item;
  let destination: Item;
  let current: Item;
  let future: Item;
  const draft = (start: number, end: number, extra: Record<string, unknown> = {}): Record<string, unknown> => ({
    cached_start_time: start,
    cached_end_time: end,
    channel_id: destination.id,
    title: 'Derby of the test',
    subtitle: 'Cup final',
    event_group: { channel_id: source.id, system_meta: { signal_type: 'srt' } },
    ...extra,
  });

  before(async () => {
    source = await channel('ev_source', 'input');
    destination = await channel('ev_destination', 'output', 7007);
  });

  it('events:create saves an event with a new group whose channel_id is the source; events:all hears event-update {data}', async () => {
    const all = await joinOk('cloudrec', 'events:all');
    await waitFor(all, 'init');
    current = await saved('user', 'events:create', { event: draft(now - 120, now + 3600) });
    expect(current).to.deep.include({
      state: 'active',
      cached_start_time: now - 120,
      cached_end_time: now + 3600,
      duration: 3720,
      offset: 0,
      publish_end_time: 0,
      live_url: `/hls/live/${destination.uuid}/index.m3u8`,
    });
    expect(current.preview_url).to.equal(`/hls/vod/${current.uuid}/index.m3u8?start=${now - 120}&end=${now + 3600}`);
    expect(groupOf(current)).to.deep.include({
      channel_id: source.id,
      start_time: now - 120,
      system_meta: { signal_type: 'srt', todos: {} },
    });
    expect(((await waitForMatch(all, 'event-update', uuidIs(current.uuid))) as { data: Item }).data).to.deep.equal(
      current,
    );
    all.channel.leave();
  });

  it('refuses an end before the start, a missing destination and unknown channels or groups (spec 2 §5)', async () => {
    expect(firstPath(await pushOn('user', 'events:create', 'save', { event: draft(now, now) }))).to.equal(
      'event.cached_end_time',
    );
    expect(
      firstPath(
        await pushOn('user', 'events:create', 'save', { event: draft(now, now + 60, { channel_id: undefined }) }),
      ),
    ).to.equal('event.channel_id');
    expect(
      firstPath(
        await pushOn('user', 'events:create', 'save', {
          event: draft(now, now + 60, { event_group: { channel_id: 999_999 } }),
        }),
      ),
    ).to.equal('event.event_group.channel_id');
    expect(
      firstPath(
        await pushOn('user', 'events:create', 'save', {
          event: draft(now, now + 60, { event_group: { uuid: '00000000-0000-4000-8000-000000000000' } }),
        }),
      ),
    ).to.equal('event.event_group.uuid');
  });

  it('events:all init holds the default filter: active events from the start of today to the end of day+7 (spec 1 §7.2)', async () => {
    future = await saved('user', 'events:create', {
      event: draft(now + 2 * 86_400, now + 2 * 86_400 + 5400, { title: 'Future derby' }),
    });
    const archived = await saved('user', 'events:create', {
      event: draft(now + 86_400, now + 86_400 + 60, { state: 'archived' }),
    });
    const far = await saved('user', 'events:create', { event: draft(now + 9 * 86_400, now + 9 * 86_400 + 60) });
    const all = await joinOk('user', 'events:all');
    const uuids = listOf((await waitFor(all, 'init'))[0]).map((event) => event.uuid);
    expect(uuids).to.include(future.uuid);
    expect(uuids).to.not.include.members([archived.uuid]);
    expect(uuids).to.not.include(far.uuid);
    all.channel.leave();
  });

  it('filter replies {} and sends `events` to that socket only: overlapping the range, by state and customer', async () => {
    const other = await joinOk('admin', 'events:all');
    await waitFor(other, 'init');
    const all = await joinOk('user', 'events:all');
    await waitFor(all, 'init');
    const reply = await checkedPush(all.channel, 'filter', {
      daterange: { start: now + 3500, end: now + 3600 },
      states: ['active'],
      customer: 7007,
    });
    expect(reply).to.deep.equal({ status: 'ok', response: {} });
    const [events] = await waitFor(all, 'events');
    expect(listOf(events).map((event) => event.uuid)).to.deep.equal([current.uuid]);
    expect(
      listOf(
        (await checkedPush(all.channel, 'filter', {
          daterange: { start: 0, end: now * 2 },
          states: ['archived'],
          customer: 7007,
        }),
        await waitFor(all, 'events', 2))[1],
      ).map((event) => event.state),
    ).to.deep.equal(['archived']);
    await checkedPush(all.channel, 'filter', {
      daterange: { start: 0, end: now * 2 },
      states: ['active'],
      customer: 987_654,
    });
    expect(listOf((await waitFor(all, 'events', 3))[2])).to.deep.equal([]);
    expect(
      firstPath(
        await checkedPush(all.channel, 'filter', {
          daterange: { start: 0, end: 1 },
          states: ['active'],
          order_by: [{ field: 'meta', direction: 'asc' }],
        }),
      ),
    ).to.equal('order_by.0.field');
    expect(other.received.get('events')).to.equal(undefined);
    all.channel.leave();
    other.channel.leave();
  });

  it('cloud recording pages: offset and limit over start descending, then uuid descending (spec 2 §2 Cloud recording)', async () => {
    const all = await joinOk('cloudrec', 'events:all');
    await waitFor(all, 'init');
    const order = [
      { field: 'cached_start_time', direction: 'desc' },
      { field: 'uuid', direction: 'desc' },
    ];
    const page = async (offset: number, count: number): Promise<Item[]> => {
      await checkedPush(all.channel, 'filter', {
        daterange: { start: 0, end: now * 2 },
        states: ['active'],
        customer: 7007,
        offset,
        limit: 2,
        order_by: order,
      });
      return listOf((await waitFor(all, 'events', count))[count - 1]);
    };
    const first = await page(0, 1);
    const second = await page(2, 2);
    const starts = [...first, ...second].map((event) => event.cached_start_time as number);
    expect(starts).to.deep.equal([...starts].sort((a, b) => b - a));
    expect(first).to.have.length(2);
    expect(new Set([...first, ...second].map((event) => event.uuid)).size).to.equal(first.length + second.length);
    all.channel.leave();
  });

  it('events:{uuid}: init {data}; save with update changes it (update and event-update), without update creates another', async () => {
    const editor = await joinOk('user', `events:${current.uuid}`);
    expect(await waitFor(editor, 'init')).to.deep.equal([{ data: current }]);
    const all = await joinOk('admin', 'events:all');
    await waitFor(all, 'init');
    const changed = dataOf(
      await checkedPush(editor.channel, 'save', {
        event: draft(now - 120, now + 3600, {
          title: 'Derby (renamed)',
          external_id: 'x-1',
          event_group: { ...groupOf(current) },
        }),
        update: true,
      }),
    );
    expect(changed).to.deep.include({ uuid: current.uuid, title: 'Derby (renamed)' });
    expect(changed).to.not.have.property('external_id');
    expect(((await waitForMatch(editor, 'update', uuidIs(current.uuid))) as { data: Item }).data.title).to.equal(
      'Derby (renamed)',
    );
    await waitForMatch(
      all,
      'event-update',
      (payload) => uuidIs(current.uuid)(payload) && (payload as { data: Item }).data.title === 'Derby (renamed)',
    );
    const copy = dataOf(
      // Saved as new at the same times: a second booking of the destination, on purpose (one-truth.md).
      await checkedPush(editor.channel, 'save', {
        event: draft(now - 120, now + 3600, { title: 'Saved as new' }),
        overlap_consent: true,
      }),
    );
    expect(copy.uuid).to.not.equal(current.uuid);
    current = changed;
    editor.channel.leave();
    all.channel.leave();
  });

  let sibling: Item;

  it('create_with_group adds an alternative to the group; event_group_by_event reads the group with its events', async () => {
    sibling = await saved('user', `events:create_with_group:${groupOf(current).uuid}`, {
      event: draft(now - 120, now + 3600, { title: 'Derby (English)' }),
      overlap_consent: true,
    });
    expect(groupOf(sibling).uuid).to.equal(groupOf(current).uuid);
    const group = await joinOk('user', `events:event_group_by_event:${current.uuid}`);
    const [init] = await waitFor(group, 'init');
    expect((init as { event_group: Group }).event_group.uuid).to.equal(groupOf(current).uuid);
    expect(listOf(init).map((event) => event.uuid)).to.have.members([current.uuid, sibling.uuid]);
    group.channel.leave();
    expect(
      (await join(socket('user'), 'events:create_with_group:00000000-0000-4000-8000-000000000000')).reply.response,
    ).to.deep.equal({ reason: 'not_found' });
  });

  it("toggle_todo (administrators, spec 1 §6) writes the account's own to-do on the group; every event of the group is sent again (spec 1 §3, §4)", async () => {
    const all = await joinOk('admin', 'events:all');
    await waitFor(all, 'init');
    const reply = await pushOn('admin', `events:${current.uuid}`, 'toggle_todo', { active: true, status: 'watch' });
    expect(groupOf(dataOf(reply)).system_meta.todos).to.deep.equal({
      'admin@demo.local': { active: true, status: 'watch' },
    });
    const siblingUpdate = await waitForMatch(all, 'event-update', uuidIs(sibling.uuid));
    expect(groupOf((siblingUpdate as { data: Item }).data).system_meta.todos).to.deep.equal({
      'admin@demo.local': { active: true, status: 'watch' },
    });
    all.channel.leave();
  });

  it('clone sends the event to copy and saves a new event in a new group without its to-dos', async () => {
    const clone = await joinOk('user', `events:clone:${current.uuid}`);
    const [init] = await waitFor(clone, 'init');
    expect((init as { data: Item }).data.uuid).to.equal(current.uuid);
    const copy = dataOf(
      await checkedPush(clone.channel, 'save', {
        event: { ...draft(now + 86_400, now + 90_000), uuid: current.uuid, event_group: groupOf(current) },
      }),
    );
    expect(copy.uuid).to.not.equal(current.uuid);
    expect(groupOf(copy).uuid).to.not.equal(groupOf(current).uuid);
    expect(groupOf(copy).system_meta.todos).to.deep.equal({});
    clone.channel.leave();
  });

  it("billing is the administrators': set_billing_status, hidden from others, kept through their saves (spec 2 §3, spec 3 §4)", async () => {
    const userList = await joinOk('user', 'events:all');
    await waitFor(userList, 'init');
    const billed = dataOf(
      await pushOn('admin', 'events:all', 'set_billing_status', { event_uuid: current.uuid, status: 'billed' }),
    );
    expect((billed.system_meta as { billing: unknown }).billing).to.deep.equal({
      status: 'billed',
      contract: defaultContract,
    });
    const seen = await waitForMatch(userList, 'event-update', uuidIs(current.uuid));
    expect((seen as { data: Item }).data.system_meta).to.deep.equal({});
    expect(
      (await pushOn('user', 'events:all', 'set_billing_status', { event_uuid: current.uuid, status: 'not_billed' }))
        .response,
    ).to.deep.equal({ reason: 'unauthorized' });
    await saved('user', `events:${current.uuid}`, {
      event: draft(now - 120, now + 3600, {
        title: 'Derby (renamed)',
        system_meta: { billing: { status: 'not_billed' } },
      }),
      update: true,
    });
    const editor = await joinOk('admin', `events:${current.uuid}`);
    const [init] = await waitFor(editor, 'init');
    expect(((init as { data: Item }).data.system_meta as { billing: unknown }).billing).to.deep.equal({
      status: 'billed',
      contract: defaultContract,
    });
    editor.channel.leave();
    userList.channel.leave();
  });

  it('a future event cannot be marked billed: set_billing_status refuses with future_event and writes nothing (issue 29)', async () => {
    expect(
      await pushOn('admin', 'events:all', 'set_billing_status', { event_uuid: future.uuid, status: 'billed' }),
    ).to.deep.equal({
      status: 'error',
      response: { reason: 'future_event', message: 'A future event cannot be marked billed: it has not started yet.' },
    });
    const notBilled = dataOf(
      await pushOn('admin', 'events:all', 'set_billing_status', { event_uuid: future.uuid, status: 'not_billed' }),
    );
    expect((notBilled.system_meta as { billing: unknown }).billing).to.deep.equal({
      status: 'not_billed',
      contract: defaultContract,
    });
  });

  it('stop ends a current event now; a future event is refused with not_current (spec 1 §5)', async () => {
    expect(await pushOn('user', `events:${future.uuid}`, 'stop', {})).to.deep.equal({
      status: 'error',
      response: { reason: 'not_current' },
    });
    const editor = await joinOk('user', `events:${sibling.uuid}`);
    await waitFor(editor, 'init');
    expect(await checkedPush(editor.channel, 'stop', {})).to.deep.equal({ status: 'ok', response: {} });
    const update = (await waitForMatch(editor, 'update', uuidIs(sibling.uuid))) as { data: Item };
    const end = update.data.cached_end_time as number;
    expect(end).to.be.within(now, Math.ceil(Date.now() / 1000));
    expect(update.data.duration).to.equal(end - (now - 120));
    expect(update.data.preview_url).to.equal(`/hls/vod/${sibling.uuid}/index.m3u8?start=${now - 120}&end=${end}`);
    editor.channel.leave();
  });

  it('search matches title and subtitle from 3 characters, ignoring case and accents, newest first, at most 50 (spec 1 §2.5, §5)', async () => {
    const search = await joinOk('user', 'events:search');
    const results = async (text: string): Promise<Item[]> =>
      (await checkedPush(search.channel, 'search', { search: text })).response.results as Item[];
    expect(await results(' de ')).to.deep.equal([]);
    const derby = await results('DERBY');
    expect(derby.map((hit) => hit.uuid)).to.include.members([current.uuid, future.uuid]);
    expect(derby.map((hit) => hit.cached_start_time as number)).to.deep.equal(
      derby.map((hit) => hit.cached_start_time as number).sort((a, b) => b - a),
    );
    expect((await results('cup fin')).length).to.be.greaterThan(0);
    expect(await results('100%')).to.deep.equal([]);
    for (let index = 0; index < 52; index += 1)
      await checkedPush((await joinOk('admin', 'events:create')).channel, 'save', {
        event: draft(now + index * 60, now + index * 60 + 30, { title: `Bulk ${index}` }),
        overlap_consent: true,
      });
    expect(await results('bulk')).to.have.length(50);
    await checkedPush((await joinOk('admin', 'events:create')).channel, 'save', {
      event: draft(now, now + 30, { title: 'Ässät – Kärpät' }),
      overlap_consent: true,
    });
    // Accents and case do not matter (issue 21): 'karpat' finds 'Kärpät', as the console's own search boxes.
    expect((await results('karpat')).map((hit) => hit.title)).to.include('Ässät – Kärpät');
    expect((await results('ÄSSÄT')).map((hit) => hit.title)).to.include('Ässät – Kärpät');
    search.channel.leave();
  });

  it('every frame the server sent decodes with the console catalogue', async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const seen = framesSeen();
    expect([...seen]).to.include.members([
      'events:all init',
      'events:all events',
      'events:all event-update',
      'events:{uuid} init',
      'events:{uuid} update',
      'events:clone:{id} init',
      'events:event_group_by_event:{id} init',
    ]);
    expect(frameErrors()).to.deep.equal([]);
  });
});
