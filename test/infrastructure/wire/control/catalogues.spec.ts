import { expect } from 'chai';
import { channelsProjection } from '../../../../src/domain/channels';
import { clockProjection } from '../../../../src/domain/clock';
import { devicesProjection } from '../../../../src/domain/devices';
import { instancesProjection } from '../../../../src/domain/instances';
import { channelsTopics } from '../../../../src/infrastructure/wire/channels';
import { controlTopics } from '../../../../src/infrastructure/wire/control';
import { devicesTopics } from '../../../../src/infrastructure/wire/devices';
import { instancesTopics } from '../../../../src/infrastructure/wire/instances';
import { channelsSamples, controlSamples } from '../../../fixtures/wire/channels.samples';
import { devicesSamples } from '../../../fixtures/wire/devices.samples';
import { instancesSamples } from '../../../fixtures/wire/instances.samples';
import { eventsOf, matchTopic } from '../channels/catalogue-harness';

const catalogues = [channelsTopics, controlTopics, instancesTopics, devicesTopics];
const combined = Object.assign({}, ...catalogues);
const samples = [...channelsSamples, ...controlSamples, ...instancesSamples, ...devicesSamples];

describe('channels, control, instances and devices catalogues together', () => {
  it('define every pattern once', () => {
    const patterns = catalogues.flatMap((catalogue) => Object.keys(catalogue));
    expect(new Set(patterns).size).to.equal(patterns.length);
  });

  it('resolve every sample topic to one most-literal pattern', () => {
    for (const { topic } of samples) expect(matchTopic(combined, topic).ties, topic).to.equal(1);
  });

  it('emit only events that a projection handles', () => {
    const handled = new Set<string>([
      ...channelsProjection.handles,
      ...instancesProjection.handles,
      ...devicesProjection.handles,
      ...clockProjection.handles,
    ]);
    const emitted = new Set(samples.flatMap((sample) => eventsOf(combined, sample).map((event) => event.type)));
    expect([...emitted].filter((type) => !handled.has(type))).to.deep.equal([]);
    expect(emitted.size).to.be.greaterThan(20);
  });
});
