import { expect } from 'chai';
import { ConnectionModel, bufferHistoryLength } from '../../../server/simulation/connections';
import { seededRandom } from '../../../server/simulation/random';
import { emptyWorld, type World } from '../../../server/simulation/world';
import type { ChannelFacts, EventFacts } from '../../../server/simulation/world-facts';

const channel = (id: number, uuid: string, type = 'output'): ChannelFacts => ({
  id,
  uuid,
  name: uuid,
  title: uuid,
  type,
  active: true,
  arns: [],
});
const event = (uuid: string, destinationId: number, sourceId: number, start: number, end: number): EventFacts => ({
  id: 1,
  uuid,
  title: uuid,
  active: true,
  start,
  end,
  destinationId,
  sourceId,
});

const world = (events: EventFacts[]): World => {
  const channels = [channel(1, 'out'), channel(2, 'in', 'input'), channel(3, 'idle', 'input')];
  return {
    ...emptyWorld,
    readAt: 0,
    channels,
    channelsById: new Map(channels.map((item) => [item.id, item])),
    channelsByUuid: new Map(channels.map((item) => [item.uuid, item])),
    nearEvents: events,
  };
};

describe('server/simulation/connections (spec 1 §4 connection states; spec 2 §3 destination connection)', () => {
  const now = 1_000_000_000;
  const live = world([event('e1', 1, 2, now / 1000 - 60, now / 1000 + 600)]);

  it('channels used by a current event are running (source and destination) with the event listed; others are listening', () => {
    const snapshot = new ConnectionModel(seededRandom(3)).step(live, now);
    expect(snapshot.out?.state).to.equal('connected');
    expect(snapshot.out?.events).to.deep.equal(['e1']);
    expect(snapshot.in?.events).to.deep.equal(['e1']);
    expect(snapshot.idle).to.deep.equal({
      state: 'listening',
      info: { buffer_status: { current_length: 0, history: [] } },
      events: [],
    });
  });

  it('keeps at most a minute of buffer history, oldest first', () => {
    const model = new ConnectionModel(seededRandom(4));
    let snapshot = model.step(live, now);
    for (let second = 1; second < 200; second += 1) snapshot = model.step(live, now + second * 1000);
    expect(snapshot.out?.info?.buffer_status?.history).to.have.length(bufferHistoryLength);
  });

  it('a channel that starts running goes through connecting; a router stop idles it until the given time', () => {
    const model = new ConnectionModel(seededRandom(5));
    model.step(world([]), now);
    expect(model.step(live, now + 1000).out?.state).to.equal('connecting');
    expect(model.step(live, now + 2000).out?.state).to.equal('connected');
    model.stopRouter('out', now + 10_000);
    expect(model.step(live, now + 3000).out?.state).to.equal('listening');
    expect(model.step(live, now + 11_000).out?.state).to.equal('connecting');
  });
});
