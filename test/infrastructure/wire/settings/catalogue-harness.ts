// Test helpers shared by the wire specs of settings, accounts, groups, cms, running orders and maintenance:
// route a sample to its topic the way the normalizer does (most literal pattern first), decode, map to events.
import { expect } from 'chai';
import { isLeft } from 'fp-ts/lib/Either';
import type * as t from 'io-ts';
import type { DomainEvent } from '../../../../src/domain/state';
import { compileTopicPattern, type AnyTopic, type HttpCall } from '../../../../src/infrastructure/wire/kit';
import type { HttpSample, WireSample } from '../../../fixtures/wire/wire-sample';

export const frameAt = 1_706_774_400_000;

export interface Route {
  readonly topic: AnyTopic;
  readonly params: Readonly<Record<string, string>>;
}

/** Every pattern matching `topic`, most literal first. */
export const routesOf = (
  catalogue: Readonly<Record<string, AnyTopic>>,
  topic: string,
): readonly (Route & { readonly specificity: number })[] =>
  Object.values(catalogue)
    .map((spec) => ({ spec, matcher: compileTopicPattern(spec.pattern) }))
    .map(({ spec, matcher }) => ({ topic: spec, params: matcher.match(topic), specificity: matcher.specificity }))
    .filter((route): route is Route & { specificity: number } => route.params !== undefined)
    .sort((a, b) => b.specificity - a.specificity);

export const routeOf = (catalogue: Readonly<Record<string, AnyTopic>>, topic: string): Route => {
  const [first, second] = routesOf(catalogue, topic);
  if (!first) throw new Error(`no pattern matches ${topic}`);
  if (second && second.specificity === first.specificity)
    throw new Error(`${topic} is ambiguous: ${first.topic.pattern} / ${second.topic.pattern}`);
  return first;
};

// Members of an intersection or union add their index to the context; a payload path has no such step.
const combinators = new Set(['IntersectionType', 'UnionType']);
interface Tagged {
  readonly _tag?: string;
  readonly type?: Tagged;
}
const isCombinator = (entry: t.ContextEntry | undefined): boolean => {
  if (entry === undefined) return false;
  const codec = entry.type as unknown as Tagged;
  // t.exact adds no context entry of its own for the intersection it wraps.
  const tag = codec._tag === 'ExactType' ? codec.type?._tag : codec._tag;
  return combinators.has(tag ?? '');
};

/** io-ts errors as payload paths ('data.0.name'), for asserting where a payload failed. */
export const errorPaths = (errors: t.Errors): readonly string[] =>
  errors.map((error) =>
    error.context
      .filter((entry, index) => entry.key !== '' && !isCombinator(error.context[index - 1]))
      .map((entry) => entry.key)
      .join('.'),
  );

export const decodeFrame = (
  catalogue: Readonly<Record<string, AnyTopic>>,
  sample: WireSample,
): { readonly events?: readonly DomainEvent[]; readonly errors?: readonly string[] } => {
  const route = routeOf(catalogue, sample.topic);
  const handler = route.topic.inbound[sample.event];
  if (!handler) throw new Error(`${route.topic.pattern} has no inbound ${sample.event}`);
  const decoded = handler.codec.decode(sample.payload);
  if (isLeft(decoded)) return { errors: errorPaths(decoded.left) };
  return {
    events: handler.toEvents(decoded.right, {
      topic: sample.topic,
      event: sample.event,
      params: route.params,
      seq: 1,
      at: frameAt,
    }),
  };
};

/** Decodes a valid sample and returns its events; fails the test with the path errors otherwise. */
export const eventsOf = (catalogue: Readonly<Record<string, AnyTopic>>, sample: WireSample): readonly DomainEvent[] => {
  const result = decodeFrame(catalogue, sample);
  expect(result.errors, `${sample.topic} ${sample.event}`).to.equal(undefined);
  return result.events ?? [];
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyHttpCall = HttpCall<any>;

export const httpContext = (
  sample: HttpSample,
  url: string,
): { name: string; url: string; status: number; request: unknown; seq: number; at: number } => ({
  name: sample.name,
  url,
  status: sample.status,
  request: undefined,
  seq: 1,
  at: frameAt,
});

export const httpEventsOf = (
  calls: Readonly<Record<string, AnyHttpCall>>,
  sample: HttpSample,
  url: string,
): readonly DomainEvent[] => {
  const call = calls[sample.name];
  if (!call) throw new Error(`no HTTP call ${sample.name}`);
  const decoded = call.response.decode(sample.response);
  if (isLeft(decoded)) throw new Error(`${sample.name}: ${errorPaths(decoded.left).join(', ')}`);
  return call.toEvents(decoded.right, httpContext(sample, url));
};

/** Every inbound (topic pattern, event) of a catalogue, as 'pattern event'. */
export const inboundPairs = (catalogue: Readonly<Record<string, AnyTopic>>): readonly string[] =>
  Object.values(catalogue).flatMap((spec) => Object.keys(spec.inbound).map((event) => `${spec.pattern} ${event}`));

/** The (pattern, event) pairs the samples cover. */
export const sampledPairs = (
  catalogue: Readonly<Record<string, AnyTopic>>,
  samples: readonly WireSample[],
): readonly string[] => samples.map((sample) => `${routeOf(catalogue, sample.topic).topic.pattern} ${sample.event}`);

const hostile: readonly unknown[] = [
  null,
  undefined,
  0,
  -1,
  1e308,
  Number.NaN,
  '',
  'x'.repeat(100_000),
  true,
  [],
  {},
  [null],
  { id: null },
  JSON.parse('{"__proto__": {"polluted": true}, "id": 1}'),
  Array.from({ length: 2000 }).reduce<unknown>((inner) => ({ data: inner, metas: [inner] }), {}),
];

/** Each leaf and branch of a payload replaced, one at a time, by hostile values. */
export function* mutationsOf(payload: unknown, depth = 0): Generator<unknown> {
  for (const value of hostile) yield value;
  if (depth > 4 || typeof payload !== 'object' || payload === null) return;
  const entries = Array.isArray(payload)
    ? payload.slice(0, 3).map((value, index) => [index, value] as const)
    : Object.entries(payload);
  for (const [key, value] of entries) {
    for (const mutated of mutationsOf(value, depth + 1)) {
      if (Array.isArray(payload)) {
        const copy = [...payload];
        copy[key as number] = mutated;
        yield copy;
      } else yield { ...payload, [key]: mutated };
    }
  }
}

/** Codecs reject, never throw, and toEvents never throws on what they accept. */
export const expectTotalOnMutations = (
  catalogue: Readonly<Record<string, AnyTopic>>,
  samples: readonly WireSample[],
): number => {
  let tried = 0;
  for (const sample of samples) {
    for (const payload of mutationsOf(sample.payload)) {
      tried += 1;
      expect(() => decodeFrame(catalogue, { ...sample, payload }), `${sample.topic} ${sample.event}`).not.to.throw();
    }
  }
  return tried;
};
