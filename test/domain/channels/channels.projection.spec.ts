import { expect } from 'chai';
import { channelsProjection, type Channel, type ChannelGroup } from '../../../src/domain/channels';
import { projectionSpec } from '../../support/projection-spec';

const at = 1_731_495_600_000;
const channel = (uuid: string, title = uuid): Channel => ({
  id: uuid.length,
  uuid,
  name: uuid,
  title,
  type: 'input',
  state: 'active',
  meta: {},
});
const group = (id: number, type: ChannelGroup['type']): ChannelGroup => ({
  id,
  uuid: `g-${id}`,
  title: `Group ${id}`,
  name: `group_${id}`,
  state: 'active',
  type,
  meta: {},
});
const { given, when } = projectionSpec(channelsProjection);

describe('channels projection', () => {
  it('Given channels, When channels:all init arrives, Then the list is replaced (stale channels gone)', () => {
    const before = given({ type: 'ChannelsReceived', channels: [channel('old')], at });
    const then = when(before, { type: 'ChannelsReceived', channels: [channel('a'), channel('b')], at });
    expect(Object.keys(then.byUuid)).to.have.members(['a', 'b']);
  });

  it('Given channels, When one is updated, Then only it changes and the others keep their identity', () => {
    const before = given({ type: 'ChannelsReceived', channels: [channel('a'), channel('b')], at });
    const then = when(before, { type: 'ChannelUpdated', channel: channel('a', 'Renamed'), at });
    expect(then.byUuid['a']?.title).to.equal('Renamed');
    expect(then.byUuid['b']).to.equal(before.byUuid['b']);
    expect(when(then, { type: 'ChannelUpdated', channel: channel('c'), at }).byUuid['c']?.uuid).to.equal('c');
  });

  it('When a channel is deleted, Then it is removed; an unknown uuid is harmless', () => {
    const before = given({ type: 'ChannelsReceived', channels: [channel('a')], at });
    expect(when(before, { type: 'ChannelDeleted', uuid: 'a', at }).byUuid).to.deep.equal({});
    expect(when(before, { type: 'ChannelDeleted', uuid: 'zz', at }).byUuid).to.deep.equal(before.byUuid);
  });

  it('keeps templates and access groups apart; init of one kind leaves the other', () => {
    const before = given(
      { type: 'ChannelGroupsReceived', kind: 'template', groups: [group(3, 'template')], at },
      { type: 'ChannelGroupsReceived', kind: 'access', groups: [group(5, 'access')], at },
    );
    const then = when(before, { type: 'ChannelGroupsReceived', kind: 'template', groups: [group(4, 'template')], at });
    expect(Object.keys(then.groups.template)).to.deep.equal(['4']);
    expect(Object.keys(then.groups.access)).to.deep.equal(['5']);
  });

  it('upserts and deletes groups by id; a group that changed kind moves', () => {
    const before = given({
      type: 'ChannelGroupsReceived',
      kind: 'access',
      groups: [group(5, 'access')],
      at,
    });
    const moved = when(before, { type: 'ChannelGroupUpdated', kind: 'template', group: group(5, 'template'), at });
    expect(moved.groups.access).to.deep.equal({});
    expect(moved.groups.template[5]?.type).to.equal('template');
    expect(when(moved, { type: 'ChannelGroupDeleted', kind: 'template', id: 5, at }).groups.template).to.deep.equal({});
    expect(when(moved, { type: 'ChannelGroupDeleted', kind: 'access', id: 99, at }).groups).to.deep.equal(moved.groups);
  });

  it('holds memberships by channel and channels by group', () => {
    const then = given(
      { type: 'ChannelMembershipsReceived', channel: '31', groups: [{ id: 5, expiry_time: -1 }], at },
      { type: 'ChannelGroupChannelsReceived', groupId: 5, channels: [{ id: 31, expiry_time: -1 }], at },
    );
    expect(then.membershipsByChannel['31']).to.deep.equal([{ id: 5, expiry_time: -1 }]);
    expect(then.channelsByGroup[5]).to.deep.equal([{ id: 31, expiry_time: -1 }]);
  });

  it('When a control snapshot arrives, Then connections and mediaconnects are that snapshot (by reference, O(1))', () => {
    const states = {
      a: { state: 'connected' as const, info: { buffer_status: { current_length: 3, history: [1, 2, 3] } } },
    };
    const statuses = { 'arn:a': { status: 'ACTIVE' as const } };
    const then = given(
      { type: 'ConnectionStatesReceived', states: { old: { state: 'listening' } }, at },
      { type: 'ConnectionStatesReceived', states, at: at + 1000 },
      { type: 'MediaconnectStatusesReceived', statuses, at: at + 1000 },
    );
    expect(then.connections).to.equal(states);
    expect(then.connectionsAt).to.equal(at + 1000);
    expect(then.mediaconnects).to.equal(statuses);
  });

  it('with 1,000 channels, a control tick touches neither the channels nor their index (its speed is a bench figure)', () => {
    const channels = Array.from({ length: 1000 }, (_, index) => channel(`c${index}`));
    const loaded = given({ type: 'ChannelsReceived', channels, at });
    let state = loaded;
    for (let tick = 0; tick < 1000; tick += 1) {
      const states = Object.fromEntries(channels.map((item) => [item.uuid, { state: 'connected' as const }]));
      state = when(state, { type: 'ConnectionStatesReceived', states, at: at + tick });
      expect(state.connections).to.equal(states);
    }
    expect(state.byUuid).to.equal(loaded.byUuid);
    expect(Object.keys(state.connections)).to.have.length(1000);
  });
});
