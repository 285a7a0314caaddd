import { allWireSamples } from '../../test/fixtures/wire/all-samples';
import type { WireSample } from '../../test/fixtures/wire/wire-sample';
import type { SyntheticMix } from './synthetic-recording';

const find = (matches: (sample: WireSample) => boolean, what: string): WireSample => {
  const sample = allWireSamples.find(matches);
  if (!sample) throw new Error(`the benchmark needs a sample frame for ${what} in test/fixtures/wire`);
  return sample;
};

/** The realistic mix of spec 1 §7.2: hundreds of instances reporting at 1 Hz, control ticks, list updates. */
export const benchMix = (entries: number): SyntheticMix => ({
  entries,
  instances: 200,
  instanceStatus: find((s) => s.topic.startsWith('instances:status:'), 'instances:status:{id}'),
  controlTicks: allWireSamples.filter((s) => s.topic === 'control' && s.event !== 'timestamp'),
  updates: [
    find((s) => s.topic === 'channels:all' && s.event === 'update', 'channels:all update'),
    find((s) => s.topic === 'events:all' && s.event !== 'init', 'events:all update'),
    find((s) => s.topic.startsWith('events:clips:') && s.event === 'clip', 'events:clips:{event} clip'),
    find((s) => s.topic === 'instances:all' && s.event === 'update', 'instances:all update'),
  ],
});
