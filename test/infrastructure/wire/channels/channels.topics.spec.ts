import { expect } from 'chai';
import { channelsTopics } from '../../../../src/infrastructure/wire/channels';
import { channelsSamples } from '../../../fixtures/wire/channels.samples';
import {
  coveredPairs,
  eventsOf,
  inboundPairs,
  matchTopic,
  mutations,
  rejectionOf,
  tryEvents,
} from './catalogue-harness';

const at = 1_731_495_600_000;
const sample = (topic: string, event: string) => {
  const found = channelsSamples.find((candidate) => candidate.topic === topic && candidate.event === event);
  if (!found) throw new Error(`no sample ${topic} ${event}`);
  return found;
};

describe('channels topics', () => {
  it('keys every topic by its pattern', () => {
    for (const [key, spec] of Object.entries(channelsTopics)) expect(spec.pattern).to.equal(key);
  });

  it('has a sample for every inbound (topic, event)', () => {
    const covered = coveredPairs(channelsTopics, channelsSamples);
    expect(inboundPairs(channelsTopics).filter((pair) => !covered.has(pair))).to.deep.equal([]);
  });

  it('resolves every sample topic to exactly one most-literal pattern (channels:all beats channels:{uuid})', () => {
    for (const { topic } of channelsSamples) expect(matchTopic(channelsTopics, topic).ties, topic).to.equal(1);
    expect(matchTopic(channelsTopics, 'channels:all').best?.topic.pattern).to.equal('channels:all');
    expect(matchTopic(channelsTopics, 'channels:create').best?.topic.pattern).to.equal('channels:create');
    expect(matchTopic(channelsTopics, 'channels:group:create:access').best?.topic.pattern).to.equal(
      'channels:group:create:access',
    );
    expect(matchTopic(channelsTopics, 'channels:group:5').best?.topic.pattern).to.equal('channels:group:{id}');
  });

  it('decodes every sample into events stamped with the frame time', () => {
    for (const frame of channelsSamples) {
      const events = eventsOf(channelsTopics, frame, at);
      expect(events.length, `${frame.topic} ${frame.event}`).to.be.greaterThan(0);
      for (const event of events) expect(event).to.have.property('at', at);
    }
  });

  it('maps channels:all init, update and delete to ChannelsReceived, ChannelUpdated, ChannelDeleted', () => {
    const [received] = eventsOf(channelsTopics, sample('channels:all', 'init'));
    expect(received).to.include({ type: 'ChannelsReceived' });
    expect(received?.type === 'ChannelsReceived' && received.channels.map((channel) => channel.name)).to.deep.equal([
      'arena_a_cam1',
      'tv_sport_hd',
    ]);
    expect(eventsOf(channelsTopics, sample('channels:all', 'update'))[0]).to.include({ type: 'ChannelUpdated' });
    expect(eventsOf(channelsTopics, sample('channels:all', 'delete'))[0]).to.deep.include({
      type: 'ChannelDeleted',
      uuid: '3f2a9c1e-6b7d-4e8f-9a0b-1c2d3e4f5a6b',
    });
  });

  it('tags group events with the kind of their list topic', () => {
    expect(eventsOf(channelsTopics, sample('channels:group:all:template', 'init'))[0]).to.include({
      type: 'ChannelGroupsReceived',
      kind: 'template',
    });
    expect(eventsOf(channelsTopics, sample('channels:group:all:access', 'delete'))[0]).to.include({
      type: 'ChannelGroupDeleted',
      kind: 'access',
      id: 5,
    });
    expect(eventsOf(channelsTopics, sample('channels:group:5', 'init'))[0]).to.include({
      type: 'ChannelGroupUpdated',
      kind: 'access',
    });
  });

  it('takes the channel or group from the topic of membership frames', () => {
    expect(eventsOf(channelsTopics, sample('channels:channel_groups:31', 'init'))[0]).to.deep.include({
      type: 'ChannelMembershipsReceived',
      channel: '31',
      groups: [
        { id: 3, expiry_time: -1 },
        { id: 5, expiry_time: 1735689599 },
      ],
    });
    expect(eventsOf(channelsTopics, sample('channels:channel_group_channels:5', 'init'))[0]).to.include({
      type: 'ChannelGroupChannelsReceived',
      groupId: 5,
    });
    const odd = {
      ...sample('channels:channel_group_channels:5', 'init'),
      topic: 'channels:channel_group_channels:abc',
    };
    expect(eventsOf(channelsTopics, odd)).to.deep.equal([]);
  });

  it('turns wire null into undefined (optional fields)', () => {
    const frame = sample('channels:all', 'update');
    const payload = frame.payload as { channel: Record<string, unknown> };
    const [event] = eventsOf(channelsTopics, {
      ...frame,
      payload: { channel: { ...payload.channel, transcoder: null, headend_instance: null } },
    });
    expect(event?.type === 'ChannelUpdated' && event.channel.transcoder).to.equal(undefined);
  });

  it('rejects a channel of an unknown type with a path to the field', () => {
    const frame = sample('channels:all', 'update');
    const payload = frame.payload as { channel: Record<string, unknown> };
    const errors = rejectionOf(channelsTopics, {
      ...frame,
      payload: { channel: { ...payload.channel, type: 'sideways' } },
    });
    expect(errors.join('\n')).to.contain('channel').and.to.contain('type');
  });

  it('rejects a channel whose uuid is not a uuid (uuids key the projection: no __proto__)', () => {
    const frame = sample('channels:all', 'update');
    const payload = frame.payload as { channel: Record<string, unknown> };
    expect(
      rejectionOf(channelsTopics, { ...frame, payload: { channel: { ...payload.channel, uuid: '__proto__' } } }).join(
        '\n',
      ),
    ).to.contain('uuid');
    expect(
      rejectionOf(channelsTopics, { topic: 'channels:all', event: 'delete', payload: { uuid: 'constructor' } }),
    ).to.have.length.greaterThan(0);
  });

  it('rejects an override of an unknown type and a memberships list with a text expiry', () => {
    const frame = sample(`channels:a8b7c6d5-e4f3-4a2b-8c1d-0e9f8a7b6c5d`, 'init');
    const channel = (frame.payload as { channel: Record<string, unknown> }).channel;
    const badOverride = {
      ...channel,
      configuration_overrides: [
        { type: 'config:input', id: 'x', subtype: 'active', params: {}, start_time: 0, duration: 1, end_time: 0 },
      ],
    };
    expect(rejectionOf(channelsTopics, { ...frame, payload: { channel: badOverride } })).to.have.length.greaterThan(0);
    const memberships = sample('channels:channel_groups:31', 'init');
    expect(
      rejectionOf(channelsTopics, { ...memberships, payload: { channel_groups: [{ id: 3, expiry_time: 'never' }] } }),
    ).to.have.length.greaterThan(0);
  });

  it('never throws on hostile mutations of any sample; rejects at least some of them', () => {
    let rejected = 0;
    for (const frame of channelsSamples) {
      for (const payload of mutations(frame.payload)) {
        const events = tryEvents(channelsTopics, { ...frame, payload });
        if (events === undefined) rejected += 1;
      }
    }
    expect(rejected).to.be.greaterThan(100);
  });
});
