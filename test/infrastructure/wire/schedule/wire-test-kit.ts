import { isLeft, isRight } from 'fp-ts/lib/Either';
import type * as t from 'io-ts';
import type { DomainEvent } from '../../../../src/domain/state';
import { compileTopicPattern, toPathErrors, type AnyTopic } from '../../../../src/infrastructure/wire/kit';

/** The topic a concrete name resolves to: the most literal matching pattern, as the normalizer picks it. */
export const resolveTopic = (catalogue: Readonly<Record<string, AnyTopic>>, topic: string) => {
  const matches = Object.values(catalogue)
    .map((spec) => ({ spec, matcher: compileTopicPattern(spec.pattern) }))
    .flatMap(({ spec, matcher }) => {
      const params = matcher.match(topic);
      return params ? [{ spec, params, specificity: matcher.specificity }] : [];
    })
    .sort((a, b) => b.specificity - a.specificity);
  return {
    best: matches[0],
    tied: matches.filter((match) => match.specificity === matches[0]?.specificity).length,
    all: matches,
  };
};

/** Decodes a frame through its catalogue entry and returns its domain events, or throws why it could not. */
export const normalize = (
  catalogue: Readonly<Record<string, AnyTopic>>,
  topic: string,
  event: string,
  payload: unknown,
  at = 1000,
): readonly DomainEvent[] => {
  const { best } = resolveTopic(catalogue, topic);
  const handler = best?.spec.inbound[event];
  if (!best || !handler) throw new Error(`no inbound ${event} on ${topic}`);
  const decoded = handler.codec.decode(payload);
  if (isLeft(decoded)) throw new Error(`rejected ${topic} ${event}: ${pathsOf(decoded.left).join(', ')}`);
  return handler.toEvents(decoded.right, { topic, event, params: best.params, seq: 1, at });
};

/** The dotted paths of a decode failure (`events.0.uuid`), to assert where a payload went wrong. */
export const pathsOf = (errors: t.Errors): string[] => toPathErrors(errors).map((error) => error.path);

export const decodes = <A>(codec: t.Type<A, unknown, unknown>, value: unknown): A => {
  const result = codec.decode(value);
  if (isRight(result)) return result.right;
  throw new Error(`expected to decode: ${pathsOf(result.left).join(', ')}`);
};

/** The paths a codec rejects a value at; throws if it accepts the value. */
export const rejectionPaths = <A>(codec: t.Type<A, unknown, unknown>, value: unknown): string[] => {
  const result = codec.decode(value);
  if (isRight(result)) throw new Error('expected a rejection');
  return pathsOf(result.left);
};
