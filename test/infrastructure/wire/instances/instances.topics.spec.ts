import { expect } from 'chai';
import { isLeft, isRight } from 'fp-ts/lib/Either';
import { instancesTopics } from '../../../../src/infrastructure/wire/instances';
import { instancesSamples } from '../../../fixtures/wire/instances.samples';
import {
  coveredPairs,
  eventsOf,
  inboundPairs,
  matchTopic,
  mutations,
  rejectionOf,
  tryEvents,
} from '../channels/catalogue-harness';

const at = 1_731_495_600_000;
const sample = (topic: string, event: string, nth = 0) => {
  const found = instancesSamples.filter((candidate) => candidate.topic === topic && candidate.event === event)[nth];
  if (!found) throw new Error(`no sample ${topic} ${event}`);
  return found;
};

describe('instances topics', () => {
  it('keys every topic by its pattern and has a sample for every inbound (topic, event)', () => {
    for (const [key, spec] of Object.entries(instancesTopics)) expect(spec.pattern).to.equal(key);
    const covered = coveredPairs(instancesTopics, instancesSamples);
    expect(inboundPairs(instancesTopics).filter((pair) => !covered.has(pair))).to.deep.equal([]);
  });

  it('resolves instances:all, instances:create and instances:status:7 to their own patterns', () => {
    for (const { topic } of instancesSamples) expect(matchTopic(instancesTopics, topic).ties, topic).to.equal(1);
    expect(matchTopic(instancesTopics, 'instances:all').best?.topic.pattern).to.equal('instances:all');
    expect(matchTopic(instancesTopics, 'instances:create').best?.topic.pattern).to.equal('instances:create');
    expect(matchTopic(instancesTopics, 'instances:status:7').best?.topic.pattern).to.equal('instances:status:{id}');
  });

  it('decodes every sample into events stamped with the frame time', () => {
    for (const frame of instancesSamples) {
      const events = eventsOf(instancesTopics, frame, at);
      expect(events.length, `${frame.topic} ${frame.event}`).to.be.greaterThan(0);
      for (const event of events) expect(event).to.have.property('at', at);
    }
  });

  it('instances:all init carries all seven instance types (spec 1 §3)', () => {
    const [event] = eventsOf(instancesTopics, sample('instances:all', 'init'));
    const types =
      event?.type === 'InstancesReceived' ? new Set(event.instances.map((instance) => instance.type)) : new Set();
    expect([...types]).to.have.members([
      'input',
      'output',
      'headend',
      'transcoder',
      'clipper',
      'external_device',
      'mediamtx',
    ]);
  });

  it('instances:status:{id} status becomes InstanceStatusReceived for the id in the topic, host data included', () => {
    const [event] = eventsOf(instancesTopics, sample('instances:status:7', 'status'));
    expect(event).to.include({ type: 'InstanceStatusReceived', id: 7 });
    const status = event?.type === 'InstanceStatusReceived' ? event.status : undefined;
    expect(status?.system?.cpu).to.have.length(8);
    expect(status?.system?.network?.map((network) => network.name)).to.include('tun0');
    expect(status?.streamer_module?.map((module) => module.type)).to.deep.equal([
      'encoder',
      'encoder',
      'network_monitor',
    ]);
    expect(status?.host?.ssh_user).to.equal('streamer');
    expect(
      eventsOf(instancesTopics, { ...sample('instances:status:7', 'status'), topic: 'instances:status:seven' }),
    ).to.deep.equal([]);
  });

  it('media-server and external-device statuses decode (spec 2 §3, spec 3 §3)', () => {
    const [media] = eventsOf(instancesTopics, sample('instances:status:60', 'status'));
    expect(
      media?.type === 'InstanceStatusReceived' &&
        media.status.media_server?.map((stream) => stream.source?.pull ?? false),
    ).to.deep.equal([false, true]);
    const [hub] = eventsOf(instancesTopics, sample('instances:status:70', 'status'));
    expect(hub?.type === 'InstanceStatusReceived' && hub.status.external_device?.routing).to.deep.equal([
      { out_id: 1, in_id: 3 },
      { out_id: 2, in_id: 1 },
    ]);
  });

  it('system:instance_to_instance:{name} status becomes InstanceControlStatusReceived by name', () => {
    const [event] = eventsOf(instancesTopics, sample('system:instance_to_instance:arena_a_program', 'status'));
    expect(event).to.include({ type: 'InstanceControlStatusReceived', name: 'arena_a_program' });
  });

  it('rejects a status whose streamer module is of an unknown type, with the path', () => {
    const errors = rejectionOf(instancesTopics, {
      topic: 'instances:status:7',
      event: 'status',
      payload: { streamer_module: [{ type: 'mixer', name: 'm' }] },
    });
    expect(errors.join('\n')).to.contain('streamer_module');
    expect(
      rejectionOf(instancesTopics, {
        topic: 'instances:status:7',
        event: 'status',
        payload: { system: { cpu: ['high'] } },
      }).join('\n'),
    ).to.contain('cpu');
    expect(
      rejectionOf(instancesTopics, {
        topic: 'instances:all',
        event: 'update',
        payload: { instance: { id: 1, title: 'x', type: 'router', token: 't', meta: {} } },
      }),
    ).to.have.length.greaterThan(0);
  });

  it('never throws on hostile mutations of any sample', () => {
    let rejected = 0;
    for (const frame of instancesSamples) {
      for (const payload of mutations(frame.payload))
        if (tryEvents(instancesTopics, { ...frame, payload }) === undefined) rejected += 1;
    }
    expect(rejected).to.be.greaterThan(100);
  });

  describe('pushes', () => {
    const editor = instancesTopics['instances:{id}'].pushes;

    it('save {instance} on instances:{id} and instances:create; the reply data holds the id', () => {
      const instance = {
        title: 'Backpack 08',
        type: 'input',
        token: 'tok_bp08',
        meta: { channel: '3f2a9c1e-6b7d-4e8f-9a0b-1c2d3e4f5a6b' },
      };
      expect(isRight(editor.save.payload.decode({ instance }))).to.equal(true);
      expect(instancesTopics['instances:create'].pushes.save).to.equal(editor.save);
      const reply = editor.save.reply.decode({ data: { id: 8 } });
      expect(isRight(reply) && reply.right.data.id).to.equal(8);
    });

    it('delete {instance_id} (spec 3 §7)', () => {
      expect(isRight(editor.delete.payload.decode({ instance_id: 55 }))).to.equal(true);
      expect(isLeft(editor.delete.payload.decode({ id: 55 }))).to.equal(true);
    });

    it('external-device commands change-route {in_id,out_id}, change-setting {name,key,value}, reset-device {device}', () => {
      expect(isRight(editor['change-route'].payload.decode({ in_id: 3, out_id: 1 }))).to.equal(true);
      expect(
        isRight(editor['change-setting'].payload.decode({ name: 'video', key: 'output_mode', value: '1080i50' })),
      ).to.equal(true);
      expect(isRight(editor['reset-device'].payload.decode({ device: 2 }))).to.equal(true);
      expect(isLeft(editor['change-route'].payload.decode({ in_id: 3 }))).to.equal(true);
    });

    it("instance_to_instance pushes message {type:'state_request'} and update {control}", () => {
      const topic = instancesTopics['system:instance_to_instance:{name}'].pushes;
      expect(isRight(topic.message.payload.decode({ type: 'state_request' }))).to.equal(true);
      expect(
        isRight(topic.update.payload.decode({ control: { camera: { type: 'presets', value: ['bench'] } } })),
      ).to.equal(true);
      expect(
        isLeft(topic.update.payload.decode({ control: { camera: { type: 'macro', value: ['bench'] } } })),
      ).to.equal(true);
    });
  });
});
