import { expect } from 'chai';
import { firstValueFrom } from 'rxjs';
import { CloudrecList, cloudrecModule } from '../../../src/application/cloudrec';
import { DisplayZone } from '../../../src/application/shared';
import { createHarness, deferred, settle, type Harness, type PushHandler } from '../console-harness';

const event = (index: number) => ({
  uuid: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  state: 'active',
  title: `Recording ${index}`,
  cached_start_time: 1_700_000_000 + index * 60,
  cached_end_time: 1_700_000_000 + index * 60 + 30,
  channel_id: 1,
});
/** Recordings `from` down to `from - count + 1`, newest first, as the server answers a page. */
const page = (from: number, count: number) => ({
  events: Array.from({ length: count }, (_, index) => event(from - index)),
});

const order = [
  { field: 'cached_start_time', direction: 'desc' },
  { field: 'uuid', direction: 'desc' },
];
const range = { start: 0, end: 1_800_000_000 };

const setup = (push?: PushHandler): { harness: Harness; list: CloudrecList } => {
  const harness = createHarness(push ? { push } : {});
  harness.container.load(cloudrecModule);
  harness.container.rebind(DisplayZone).toConstantValue('UTC');
  return { harness, list: harness.container.get(CloudrecList) };
};

const filterPushes = (harness: Harness): { offset?: number; limit?: number }[] =>
  harness.socket.push
    .getCalls()
    .filter((call) => call.args[0] === 'events:all' && call.args[1] === 'filter')
    .map((call) => call.args[2] as { offset?: number });

describe('cloud recording list (spec 2 §2)', () => {
  it("asks events:all for pages of 50 newest first; 'Load next 50' adds the next page", async () => {
    const { harness, list } = setup();
    const close = list.open(range);
    await list.asked();
    expect(harness.socket.join.calledWith('events:all')).to.equal(true);
    expect(harness.socket.push.firstCall.args.slice(0, 3)).to.deep.equal([
      'events:all',
      'filter',
      {
        daterange: range,
        states: ['active'],
        offset: 0,
        limit: 50,
        order_by: order,
      },
    ]);
    harness.receive('events:all', 'events', page(100, 50));
    await settle();
    let view = await firstValueFrom(list.view$);
    expect(view).to.include({ loaded: 50, hasMore: true, loading: false });
    expect(view.days[0]?.events[0]?.title).to.equal('Recording 100');
    await list.loadNext();
    expect(harness.socket.push.secondCall.args[2]).to.deep.include({ offset: 50, limit: 50 });
    harness.receive('events:all', 'events', { events: [event(50), event(49)] });
    await settle();
    view = await firstValueFrom(list.view$);
    expect(view).to.include({ loaded: 52, hasMore: false });
    await list.loadNext();
    expect(filterPushes(harness), 'nothing more after a short page').to.have.length(2);
    list.setSearch('recording 49');
    expect(
      (await firstValueFrom(list.view$)).days.flatMap((day) => day.events.map((item) => item.title)),
    ).to.deep.equal(['Recording 49']);
    close();
    harness.dispose();
  });

  it("a list grown to a full page by a live update shows 'Load next 50', and the button asks for the next page", async () => {
    const { harness, list } = setup();
    const close = list.open(range);
    await list.asked();
    harness.receive('events:all', 'events', page(100, 49));
    await settle();
    expect(await firstValueFrom(list.view$)).to.include({ loaded: 49, hasMore: false });
    harness.receive('events:all', 'event-update', { data: event(101) });
    await settle();
    expect(await firstValueFrom(list.view$)).to.include({ loaded: 50, hasMore: true });
    await list.loadNext();
    expect(
      filterPushes(harness).map((payload) => payload.offset),
      'the shown button asked',
    ).to.deep.equal([0, 50]);
    close();
    harness.dispose();
  });

  it('shows loading while a page is on its way, and a refused page is asked for again by Load next 50', async () => {
    let answer = deferred<{ status: 'ok' | 'error'; response: unknown }>();
    const { harness, list } = setup(() => answer.promise);
    const close = list.open(range);
    const opened = list.asked();
    await settle();
    expect(await firstValueFrom(list.view$)).to.include({ loading: true, hasMore: false });
    answer.resolve({ status: 'error', response: { reason: 'unavailable' } });
    await opened;
    await settle();
    expect(await firstValueFrom(list.view$)).to.include({ loading: false, failed: true, hasMore: true });
    answer = deferred();
    const retried = list.loadNext();
    answer.resolve({ status: 'ok', response: {} });
    await retried;
    expect(filterPushes(harness).map((payload) => payload.offset)).to.deep.equal([0, 0]);
    harness.receive('events:all', 'events', page(100, 50));
    await settle();
    expect(await firstValueFrom(list.view$)).to.include({ loaded: 50, failed: false, hasMore: true });
    close();
    harness.dispose();
  });

  it('leaves events:all when the last open list closes', async () => {
    const { harness, list } = setup();
    const closeFirst = list.open(range);
    await list.asked();
    const closeSecond = list.open(range);
    await list.asked();
    closeFirst();
    expect(harness.socket.leave.called, 'another list is still open').to.equal(false);
    closeSecond();
    expect(harness.socket.leave.getCalls().map((call) => call.args[0])).to.deep.equal(['events:all']);
    closeSecond();
    expect(harness.socket.leave.callCount, 'a close too many does nothing').to.equal(1);
    harness.dispose();
  });

  it('after a reconnect pushes its filter again, with the pages it had loaded (the rejoin init brings the default range)', async () => {
    const { harness, list } = setup();
    harness.log.append({ kind: 'ConnectionChanged', at: harness.now(), state: 'connected', attempt: 0 });
    const close = list.open(range);
    await list.asked();
    harness.receive('events:all', 'events', page(100, 50));
    await settle();
    await list.loadNext();
    harness.receive('events:all', 'events', page(50, 50));
    await settle();
    expect(filterPushes(harness).map((payload) => payload.offset)).to.deep.equal([0, 50]);
    harness.log.append({ kind: 'ConnectionChanged', at: harness.now(), state: 'disconnected', attempt: 1 });
    harness.log.append({ kind: 'ConnectionChanged', at: harness.now(), state: 'connected', attempt: 0 });
    await harness.until((state) => state.connection.reconnects === 1);
    harness.receive('events:all', 'init', page(10, 3));
    await settle();
    expect(filterPushes(harness).map((payload) => payload.offset)).to.deep.equal([0, 50, 0]);
    expect(filterPushes(harness)[2]).to.deep.include({ daterange: range, limit: 50 });
    harness.receive('events:all', 'events', page(100, 50));
    await settle();
    expect(
      filterPushes(harness).map((payload) => payload.offset),
      'the second page again, without a click',
    ).to.deep.equal([0, 50, 0, 50]);
    harness.receive('events:all', 'events', page(50, 50));
    await settle();
    expect(filterPushes(harness), 'no third page: it was never asked for').to.have.length(4);
    expect(await firstValueFrom(list.view$)).to.include({ loaded: 100, hasMore: true });
    close();
    harness.dispose();
  });

  it('does not push again after a reconnect once closed', async () => {
    const { harness, list } = setup();
    harness.log.append({ kind: 'ConnectionChanged', at: harness.now(), state: 'connected', attempt: 0 });
    const close = list.open(range);
    await list.asked();
    close();
    harness.log.append({ kind: 'ConnectionChanged', at: harness.now(), state: 'disconnected', attempt: 1 });
    harness.log.append({ kind: 'ConnectionChanged', at: harness.now(), state: 'connected', attempt: 0 });
    await harness.until((state) => state.connection.reconnects === 1);
    await settle();
    expect(filterPushes(harness)).to.have.length(1);
    harness.dispose();
  });
});
