import { expect } from 'chai';
import { instancesOfChannel, instancesProjection, streamerFacts, type Instance } from '../../../src/domain/instances';
import { projectionSpec } from '../../support/projection-spec';

const at = 1_731_495_600_000;
const instance = (id: number, channel?: string, extra: Partial<Instance> = {}): Instance => ({
  id,
  title: `Instance ${id}`,
  type: 'input',
  token: `tok-${id}`,
  meta: { channel },
  ...extra,
});
const { given, when } = projectionSpec(instancesProjection);

describe('instances projection', () => {
  it('Given instances, When instances:all init arrives, Then the list and the channel index are replaced', () => {
    const before = given({ type: 'InstancesReceived', instances: [instance(1, 'a')], at });
    const then = when(before, { type: 'InstancesReceived', instances: [instance(2, 'b'), instance(3, 'b')], at });
    expect(Object.keys(then.byId)).to.have.members(['2', '3']);
    expect(then.idsByChannel).to.deep.equal({ b: [2, 3] });
  });

  it('When an instance moves to another channel, Then the channel index follows', () => {
    const before = given({
      type: 'InstancesReceived',
      instances: [instance(1, 'a'), instance(2, 'a')],
      at,
    });
    const then = when(before, { type: 'InstanceUpdated', instance: instance(1, 'b'), at });
    expect(then.idsByChannel).to.deep.equal({ a: [2], b: [1] });
    expect(instancesOfChannel(then, 'b').map((item) => item.id)).to.deep.equal([1]);
  });

  it('When an instance is deleted, Then it, its status and its index entry go; an unknown id is harmless', () => {
    const before = given(
      { type: 'InstancesReceived', instances: [instance(1, 'a')], at },
      { type: 'InstanceStatusReceived', id: 1, status: { system: { cpu: [10] } }, at, seq: 2 },
    );
    const then = when(before, { type: 'InstanceDeleted', id: 1, at, seq: 3 });
    expect(then.byId).to.deep.equal({});
    expect(then.statusById).to.deep.equal({});
    expect(then.idsByChannel).to.deep.equal({});
    expect(when(then, { type: 'InstanceDeleted', id: 42, at, seq: 4 })).to.deep.equal(then);
  });

  it('keeps the latest status per instance with its arrival time; other statuses keep their identity', () => {
    const before = given(
      { type: 'InstanceStatusReceived', id: 1, status: { system: { cpu: [10] } }, at, seq: 1 },
      { type: 'InstanceStatusReceived', id: 2, status: { system: { cpu: [20] } }, at, seq: 2 },
    );
    const then = when(before, {
      type: 'InstanceStatusReceived',
      id: 1,
      status: { system: { cpu: [55] } },
      at: at + 1000,
      seq: 3,
    });
    expect(then.statusById[1]).to.deep.equal({ status: { system: { cpu: [55] } }, at: at + 1000 });
    expect(then.statusById[2]).to.equal(before.statusById[2]);
  });

  it('streamer facts prefer the live control broadcast over the stored instance', () => {
    const before = given({
      type: 'InstancesReceived',
      instances: [instance(7, 'a', { streamer_state: 'stopped', meta: { version: 'v1.13.0' } })],
      at,
    });
    expect(streamerFacts(before, 7)).to.deep.include({ state: 'stopped', version: 'v1.13.0' });
    const then = when(before, {
      type: 'InstancesLiveReceived',
      instances: { '7': { online: true, streamer_state: 'running', streamer_version: 'v1.14.2' } },
      at,
    });
    expect(streamerFacts(then, 7)).to.deep.include({ state: 'running', version: 'v1.14.2' });
    expect(then.liveAt).to.equal(at);
    expect(streamerFacts(then, 99)).to.deep.equal({ state: undefined, version: undefined, updateInfo: undefined });
  });

  it('holds the latest streamer version and the instance_to_instance status by name', () => {
    const then = given(
      { type: 'LatestStreamerVersionReceived', version: 'v1.14.2', at },
      {
        type: 'InstanceControlStatusReceived',
        name: 'arena_a_program',
        status: { control: {}, state: { camera: 'wide' } },
        at,
      },
    );
    expect(then.latestVersion).to.equal('v1.14.2');
    expect(then.controlByName['arena_a_program']?.state).to.deep.equal({ camera: 'wide' });
  });

  it('hot path: 1 Hz status for 500 instances, 20 seconds, in one batch per second, replaces each entry whole', () => {
    const status = (n: number) => ({
      system: {
        load: [1, 1, 1],
        cpu: Array.from({ length: 8 }, (_, core) => (n + core) % 100),
        memory: { total: 16, used: 8 },
      },
    });
    let state = given({
      type: 'InstancesReceived',
      instances: Array.from({ length: 500 }, (_, id) => instance(id)),
      at,
    });
    const first = state;
    const fold = instancesProjection.fold;
    if (!fold) throw new Error('the instances projection folds whole batches');
    for (let second = 0; second < 20; second += 1) {
      state = fold(
        state,
        Array.from({ length: 500 }, (_, id) => ({
          type: 'InstanceStatusReceived' as const,
          id,
          status: status(second + id),
          at: at + second * 1000,
          seq: 1 + second * 500 + id,
        })),
      );
    }
    // What keeps it cheap (its speed is a bench figure, docs/performance.md, never a timed test): the slice is
    // folded outside immer's proxies, an entry is a frozen plain object put in whole, earlier states keep theirs.
    expect(state.statusById[499]?.at).to.equal(at + 19_000);
    expect(Object.isFrozen(state.statusById[499])).to.equal(true);
    expect(Object.isFrozen(state.statusPartsAt[499])).to.equal(true);
    expect(Object.isFrozen(state)).to.equal(true);
    expect(first.statusById[499]).to.equal(undefined);
  });
});
