import { expect } from 'chai';
import { runningOrdersTopics } from '../../../../src/infrastructure/wire/running-orders';
import { runningOrdersSamples } from '../../../fixtures/wire/running-orders.samples';
import {
  decodeFrame,
  eventsOf,
  expectTotalOnMutations,
  frameAt,
  inboundPairs,
  routeOf,
  sampledPairs,
} from '../settings/catalogue-harness';

describe('wire/running-orders: runningOrdersTopics', () => {
  it('keys every topic by its own pattern', () => {
    for (const [key, spec] of Object.entries(runningOrdersTopics)) expect(spec.pattern).to.equal(key);
  });

  it('has a sample for every inbound (topic, event)', () => {
    expect([...new Set(sampledPairs(runningOrdersTopics, runningOrdersSamples))].sort()).to.deep.equal(
      [...inboundPairs(runningOrdersTopics)].sort(),
    );
  });

  it('routes running_orders:all and :create to literal patterns, running_orders:6 to running_orders:{id}', () => {
    expect(routeOf(runningOrdersTopics, 'running_orders:all').topic.pattern).to.equal('running_orders:all');
    expect(routeOf(runningOrdersTopics, 'running_orders:create').topic.pattern).to.equal('running_orders:create');
    expect(routeOf(runningOrdersTopics, 'running_orders:6').params).to.deep.equal({ id: '6' });
  });

  it('maps init with the items (action, type, duration in ms, input, uri — spec 3 §3)', () => {
    const [event] = eventsOf(runningOrdersTopics, runningOrdersSamples[0]!);
    const items = event?.type === 'RunningOrdersReceived' ? event.runningOrders[0]?.items : undefined;
    expect(items?.[1]).to.deep.equal({
      action: 'player',
      type: 'play',
      duration: 12000,
      input: 'player',
      uri: 's3://studio-graphics/intro.mp4',
    });
  });

  it('maps update and delete', () => {
    expect(eventsOf(runningOrdersTopics, runningOrdersSamples[1]!)[0]).to.deep.include({ type: 'RunningOrderUpdated' });
    expect(eventsOf(runningOrdersTopics, runningOrdersSamples[2]!)).to.deep.equal([
      { type: 'RunningOrderDeleted', id: 6, at: frameAt },
    ]);
  });

  it('rejects an item whose action is not mixer, wait or player, with the path', () => {
    const payload = { data: { id: 6, name: 'x', items: [{ action: 'mixer' }, { action: 'jump' }] } };
    expect(
      decodeFrame(runningOrdersTopics, { topic: 'running_orders:all', event: 'update', payload }).errors,
    ).to.deep.equal(['data.items.1.action']);
  });

  it('rejects, never throws, on mutated payloads', () => {
    expect(expectTotalOnMutations(runningOrdersTopics, runningOrdersSamples)).to.be.greaterThan(100);
  });

  it('save takes {running_order} (spec 3 §7)', () => {
    const { save } = runningOrdersTopics['running_orders:create'].pushes;
    expect(
      save.payload.is({
        running_order: { name: 'Break', items: [{ action: 'wait', type: 'duration', duration: 30000 }] },
      }),
    ).to.equal(true);
  });
});
