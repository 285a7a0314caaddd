// Test-side stand-in for the normalizer: finds a sample's topic in a catalogue (most literal pattern first),
// decodes its payload and maps it to domain events, failing loudly with io-ts path errors.
import { isLeft } from 'fp-ts/lib/Either';
import { PathReporter } from 'io-ts/lib/PathReporter';
import type { DomainEvent } from '../../../../src/domain/state';
import { compileTopicPattern, type AnyTopic, type FrameContext } from '../../../../src/infrastructure/wire/kit';
import type { WireSample } from '../../../fixtures/wire/wire-sample';

export type Catalogue = Readonly<Record<string, AnyTopic>>;

export interface TopicMatch {
  readonly topic: AnyTopic;
  readonly params: Readonly<Record<string, string>>;
}

/** The best match and how many patterns tie with it (a tie means the catalogue is ambiguous). */
export const matchTopic = (catalogue: Catalogue, topic: string): { best?: TopicMatch; ties: number } => {
  const matches = Object.values(catalogue)
    .map((spec) => ({ spec, matcher: compileTopicPattern(spec.pattern) }))
    .flatMap(({ spec, matcher }) => {
      const params = matcher.match(topic);
      return params ? [{ topic: spec, params, specificity: matcher.specificity }] : [];
    })
    .sort((a, b) => b.specificity - a.specificity);
  const first = matches[0];
  if (!first) return { ties: 0 };
  return { best: first, ties: matches.filter((match) => match.specificity === first.specificity).length };
};

export const frameContext = (
  sample: WireSample,
  params: Readonly<Record<string, string>>,
  at = 1_731_495_600_000,
): FrameContext => ({
  topic: sample.topic,
  event: sample.event,
  params,
  seq: 1,
  at,
});

/** Decodes a sample and returns its events; throws with the codec's path errors when it does not fit. */
export const eventsOf = (catalogue: Catalogue, sample: WireSample, at?: number): readonly DomainEvent[] => {
  const { best } = matchTopic(catalogue, sample.topic);
  if (!best) throw new Error(`no topic matches ${sample.topic}`);
  const handler = best.topic.inbound[sample.event];
  if (!handler) throw new Error(`${best.topic.pattern} has no inbound ${sample.event}`);
  const decoded = handler.codec.decode(sample.payload);
  if (isLeft(decoded)) throw new Error(PathReporter.report(decoded).join('\n'));
  return handler.toEvents(decoded.right, frameContext(sample, best.params, at));
};

/** The path errors of a payload that should be rejected by a topic's inbound codec (empty when it decodes). */
export const rejectionOf = (catalogue: Catalogue, sample: WireSample): string[] => {
  const { best } = matchTopic(catalogue, sample.topic);
  const handler = best?.topic.inbound[sample.event];
  if (!handler) throw new Error(`no inbound ${sample.event} on ${sample.topic}`);
  const decoded = handler.codec.decode(sample.payload);
  return isLeft(decoded) ? PathReporter.report(decoded) : [];
};

/** Decodes and maps like the normalizer: a rejection gives undefined, only a crash throws. */
export const tryEvents = (catalogue: Catalogue, sample: WireSample): readonly DomainEvent[] | undefined => {
  const { best } = matchTopic(catalogue, sample.topic);
  const handler = best?.topic.inbound[sample.event];
  if (!best || !handler) throw new Error(`no inbound ${sample.event} on ${sample.topic}`);
  const decoded = handler.codec.decode(sample.payload);
  return isLeft(decoded) ? undefined : handler.toEvents(decoded.right, frameContext(sample, best.params));
};

/** Every (pattern, event) pair of inbound events of a catalogue. */
export const inboundPairs = (catalogue: Catalogue): string[] =>
  Object.values(catalogue).flatMap((spec) => Object.keys(spec.inbound).map((event) => `${spec.pattern} ${event}`));

/** The (pattern, event) pairs the samples cover. */
export const coveredPairs = (catalogue: Catalogue, samples: readonly WireSample[]): Set<string> =>
  new Set(
    samples.flatMap((sample) => {
      const { best } = matchTopic(catalogue, sample.topic);
      return best ? [`${best.topic.pattern} ${sample.event}`] : [];
    }),
  );

/** Deterministic mutations of a payload: each leaf and each object replaced by hostile values, one at a time. */
export const mutations = (payload: unknown): unknown[] => {
  const hostile: unknown[] = [
    null,
    undefined,
    'x'.repeat(10_000),
    -1,
    Number.MAX_SAFE_INTEGER,
    true,
    [],
    {},
    [[[[[[]]]]]],
  ];
  const results: unknown[] = [];
  const visit = (value: unknown, replace: (next: unknown) => unknown): void => {
    for (const next of hostile) results.push(replace(next));
    if (Array.isArray(value)) {
      value
        .slice(0, 3)
        .forEach((item, index) =>
          visit(item, (next) => replace(value.map((other, at) => (at === index ? next : other)))),
        );
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) visit(item, (next) => replace({ ...value, [key]: next }));
    }
  };
  visit(payload, (next) => next);
  return results;
};
