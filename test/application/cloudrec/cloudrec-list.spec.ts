import { expect } from 'chai';
import { firstValueFrom } from 'rxjs';
import { CloudrecList, cloudrecModule } from '../../../src/application/cloudrec';
import { DisplayZone } from '../../../src/application/processes';
import { createHarness, settle } from '../uploads/console-harness';

const event = (index: number) => ({
  uuid: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`, state: 'active', title: `Recording ${index}`,
  cached_start_time: 1_700_000_000 + index * 60, cached_end_time: 1_700_000_000 + index * 60 + 30, channel_id: 1,
});

describe('cloud recording list (spec 2 §2)', () => {
  it("asks events:all for pages of 50 newest first; 'Load next 50' adds the next page", async () => {
    const harness = createHarness();
    harness.container.load(cloudrecModule);
    harness.container.bind(DisplayZone).toConstantValue('UTC');
    const list = harness.container.get(CloudrecList);
    await list.open({ start: 0, end: 1_800_000_000 });
    expect(harness.socket.join.calledWith('events:all')).to.equal(true);
    expect(harness.socket.push.firstCall.args.slice(0, 3)).to.deep.equal(['events:all', 'filter', {
      daterange: { start: 0, end: 1_800_000_000 }, states: ['active'], offset: 0, limit: 50,
      order_by: [{ field: 'cached_start_time', direction: 'desc' }, { field: 'uuid', direction: 'desc' }],
    }]);
    harness.receive('events:all', 'events', { events: Array.from({ length: 50 }, (_, index) => event(100 - index)) });
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
    list.setSearch('recording 49');
    expect((await firstValueFrom(list.view$)).days.flatMap((day) => day.events.map((item) => item.title))).to.deep.equal(['Recording 49']);
    harness.dispose();
  });
});
