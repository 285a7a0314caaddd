import { expect } from 'chai';
import { isLeft, isRight } from 'fp-ts/lib/Either';
import { devicesTopics } from '../../../../src/infrastructure/wire/devices';
import { devicesSamples } from '../../../fixtures/wire/devices.samples';
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
const sample = (topic: string, event: string) => {
  const found = devicesSamples.find((candidate) => candidate.topic === topic && candidate.event === event);
  if (!found) throw new Error(`no sample ${topic} ${event}`);
  return found;
};

describe('devices topics', () => {
  it('keys every topic by its pattern and has a sample for every inbound (topic, event)', () => {
    for (const [key, spec] of Object.entries(devicesTopics)) expect(spec.pattern).to.equal(key);
    const covered = coveredPairs(devicesTopics, devicesSamples);
    expect(inboundPairs(devicesTopics).filter((pair) => !covered.has(pair))).to.deep.equal([]);
  });

  it('resolves devices:all, devices:create, devices:101 and devices:logs:101 unambiguously', () => {
    for (const { topic } of devicesSamples) expect(matchTopic(devicesTopics, topic).ties, topic).to.equal(1);
    expect(matchTopic(devicesTopics, 'devices:create').best?.topic.pattern).to.equal('devices:create');
    expect(matchTopic(devicesTopics, 'devices:logs:101').best?.topic.pattern).to.equal('devices:logs:{id}');
  });

  it('decodes every sample into events stamped with the frame time', () => {
    for (const frame of devicesSamples) {
      const events = eventsOf(devicesTopics, frame, at);
      expect(events.length, `${frame.topic} ${frame.event}`).to.be.greaterThan(0);
      for (const event of events) expect(event).to.have.property('at', at);
    }
  });

  it('devices:{id} init upserts the device and its sub-devices', () => {
    const events = eventsOf(devicesTopics, sample('devices:101', 'init'));
    expect(events.map((event) => (event.type === 'DeviceUpdated' ? event.device.id : -1))).to.deep.equal([
      101, 102, 103,
    ]);
  });

  it('devices:logs:{id} takes the device id from the topic', () => {
    expect(eventsOf(devicesTopics, sample('devices:logs:101', 'init'))[0]).to.include({
      type: 'DeviceLogsReceived',
      deviceId: 101,
    });
    expect(eventsOf(devicesTopics, sample('devices:logs:101', 'update'))[0]).to.include({
      type: 'DeviceLogUpdated',
      deviceId: 101,
    });
    expect(eventsOf(devicesTopics, { ...sample('devices:logs:101', 'init'), topic: 'devices:logs:x' })).to.deep.equal(
      [],
    );
  });

  it('rejects a device whose sub_device_list holds a name, with the path', () => {
    const frame = sample('devices:all', 'update');
    const device = (frame.payload as { device: Record<string, unknown> }).device;
    const errors = rejectionOf(devicesTopics, {
      ...frame,
      payload: { device: { ...device, sub_device_list: ['LENS-0107'] } },
    });
    expect(errors.join('\n')).to.contain('sub_device_list');
  });

  it('never throws on hostile mutations of any sample', () => {
    let rejected = 0;
    for (const frame of devicesSamples) {
      for (const payload of mutations(frame.payload))
        if (tryEvents(devicesTopics, { ...frame, payload }) === undefined) rejected += 1;
    }
    expect(rejected).to.be.greaterThan(50);
  });

  describe('pushes (spec 3 §7)', () => {
    const device = {
      identifier: 'CAM-0043',
      type: 'camera',
      form_data: { model: 'Sony HDC-3500' },
      sub_device_list: [],
      instance_list: [],
      meta: {},
    };

    it('devices:create save with parent_id; the reply data holds id', () => {
      const save = devicesTopics['devices:create'].pushes.save;
      expect(isRight(save.payload.decode({ device, parent_id: 103 }))).to.equal(true);
      const reply = save.reply.decode({ data: { id: 104 } });
      expect(isRight(reply) && reply.right.data.id).to.equal(104);
    });

    it('devices:{id} save sends device, device_log, subdevices and instances; release {id}', () => {
      const pushes = devicesTopics['devices:{id}'].pushes;
      const payload = {
        device: { ...device, id: 101 },
        device_log: { meta: { comment: 'Checked' } },
        subdevices: [102],
        instances: [7],
      };
      expect(isRight(pushes.save.payload.decode(payload))).to.equal(true);
      expect(isLeft(pushes.save.payload.decode({ ...payload, instances: ['Backpack 07'] }))).to.equal(true);
      expect(isRight(pushes.release.payload.decode({ id: 103 }))).to.equal(true);
    });
  });
});
