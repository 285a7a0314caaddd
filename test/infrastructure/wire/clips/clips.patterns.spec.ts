import { expect } from 'chai';
import { clipsTopics } from '../../../../src/infrastructure/wire/clips';
import { compileTopicPattern, defineTopic, type AnyTopic } from '../../../../src/infrastructure/wire/kit';
import { TopicResolver } from '../../../../src/infrastructure/wire/normalizer';

// The event feature owns the other `events:` topics (spec 1 §7.2, spec 2 §7); stand-ins with their patterns.
const otherEventPatterns = [
  'events:{uuid}',
  'events:all',
  'events:create',
  'events:search',
  'events:clone:{id}',
  'events:create_with_group:{group}',
  'events:event_group_by_event:{id}',
];
const standIns = Object.fromEntries(
  otherEventPatterns.map((pattern) => [pattern, defineTopic({ pattern, doc: 'stand-in', inbound: {}, pushes: {} })]),
);
const resolver = new TopicResolver({ ...standIns, ...(clipsTopics as Record<string, AnyTopic>) });
const uuid = '7c1e4b2a-5d3f-4e8a-9b6c-0f2d1a3e4b5c';

describe('clips topic patterns', () => {
  it('every key equals its pattern', () => {
    for (const [key, topic] of Object.entries(clipsTopics as Record<string, AnyTopic>))
      expect(topic.pattern).to.equal(key);
  });

  it("each concrete topic resolves to its own pattern, next to the event feature's topics", () => {
    const expected: Record<string, string> = {
      [`events:clips:${uuid}`]: 'events:clips:{event}',
      'events:clip:create': 'events:clip:create',
      [`events:clip:${uuid}`]: 'events:clip:{uuid}',
      [`events:clip_settings:${uuid}`]: 'events:clip_settings:{event}',
      'events:clip_export:create': 'events:clip_export:create',
      [`events:clip_exports:${uuid}`]: 'events:clip_exports:{event}',
      [`events:tags:${uuid}`]: 'events:tags:{event}',
      'events:tag:create': 'events:tag:create',
      [`events:tag:${uuid}`]: 'events:tag:{uuid}',
      [`events:${uuid}`]: 'events:{uuid}',
      'events:all': 'events:all',
      'events:create': 'events:create',
    };
    for (const [topic, pattern] of Object.entries(expected))
      expect(resolver.resolve(topic)?.spec.pattern, topic).to.equal(pattern);
  });

  it('only the create topics match two patterns, and there the literal one is the more specific', () => {
    const patterns = [...otherEventPatterns, ...Object.keys(clipsTopics)].map(compileTopicPattern);
    for (const topic of ['events:clip:create', 'events:tag:create']) {
      const matching = patterns.filter((matcher) => matcher.match(topic));
      expect(
        matching.map((matcher) => matcher.pattern),
        topic,
      ).to.have.length(2);
      const [literal, captured] = [...matching].sort((left, right) => right.specificity - left.specificity);
      expect(literal?.pattern).to.equal(topic);
      expect(literal!.specificity).to.be.greaterThan(captured!.specificity);
      // Both carry the same pushes, so even a router that picked the other one would send the same thing.
      expect(Object.keys((clipsTopics as Record<string, AnyTopic>)[captured!.pattern]!.pushes)).to.include.members(
        Object.keys((clipsTopics as Record<string, AnyTopic>)[topic]!.pushes),
      );
    }
    for (const topic of [
      `events:clips:${uuid}`,
      `events:clip:${uuid}`,
      `events:tags:${uuid}`,
      `events:clip_exports:${uuid}`,
      'events:clip_export:create',
    ]) {
      expect(
        patterns.filter((matcher) => matcher.match(topic)).map((matcher) => matcher.pattern),
        topic,
      ).to.have.length(1);
    }
  });
});
