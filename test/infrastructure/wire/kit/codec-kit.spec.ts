import { expect } from 'chai';
import fc from 'fast-check';
import * as t from 'io-ts';
import {
  finite,
  listOf,
  numericId,
  oneOf,
  optional,
  recordOf,
  shape,
  toPathErrors,
} from '../../../../src/infrastructure/wire/kit';
import { decodesToItself } from '../../../../src/infrastructure/wire/kit/codec-kit';

// The same codec built twice: once from the kit's codecs, whose plain fields `shape`, `listOf` and `recordOf`
// check with `is` only, and once from copies the kit does not know, which go through `validate` at every value.
const build = (plain: <C extends t.Mixed>(codec: C) => C) =>
  shape(
    { name: plain(t.string), id: plain(numericId) },
    {
      state: optional(plain(oneOf(['on', 'off']))),
      cpu: optional(listOf(plain(finite))),
      up: optional(plain(t.boolean)),
      meta: optional(recordOf(plain(t.string))),
      memory: optional(shape({ total: plain(finite), used: plain(finite) })),
    },
  );
const unknownToTheKit = <C extends t.Mixed>(codec: C): C =>
  new t.Type(codec.name, codec.is, codec.validate, codec.encode) as unknown as C;
const fast = build((codec) => codec);
const reference = build(unknownToTheKit);

const outcome = (codec: t.Mixed, value: unknown) => {
  const result = codec.decode(value);
  return result._tag === 'Right'
    ? { ok: true, value: result.right, same: result.right === value }
    : { ok: false, errors: toPathErrors(result.left) };
};

const field = fc.oneof(
  fc.constant(null),
  fc.constant(undefined),
  fc.constantFrom('on', 'off', 'x', '12'),
  fc.integer(),
  fc.constantFrom(Number.NaN, Infinity, 1.5),
  fc.boolean(),
  fc.array(fc.oneof(fc.integer(), fc.constant(null), fc.constant('7')), { maxLength: 4 }),
  fc.dictionary(fc.constantFrom('a', 'b'), fc.oneof(fc.string(), fc.constant(null), fc.integer())),
  fc.record({ total: fc.oneof(fc.integer(), fc.constant(null)), used: fc.integer() }),
);
const payload = fc.record(
  { name: field, id: field, state: field, cpu: field, up: field, meta: field, memory: field },
  { requiredKeys: [] },
);

describe('infrastructure/wire/kit: plain fields checked by is (issue 19)', () => {
  it('marks the codecs that decode what is accepts to itself, and only those', () => {
    for (const codec of [t.string, t.number, t.boolean, finite, numericId, oneOf(['a']), optional(finite)])
      expect(decodesToItself(codec), codec.name).to.equal(true);
    expect(decodesToItself(listOf(finite))).to.equal(true);
    // A shape is plain when every field is and nothing is stripped (issue 33 §1: nested objects checked by `is`).
    for (const codec of [shape({ a: t.string }, { b: optional(finite) }), listOf(shape({})), optional(shape({}))])
      expect(decodesToItself(codec), codec.name).to.equal(true);
    const notPlain = [
      shape({ a: t.string }, {}, { exact: true }),
      shape({ a: t.literal('x') }),
      shape({}, { b: shape({ c: t.string }, {}, { exact: true }) }),
      listOf(shape({ a: t.union([t.string, t.number]) })),
      t.literal('x'),
    ];
    for (const codec of notPlain) expect(decodesToItself(codec), codec.name).to.equal(false);
  });

  it('decodes every payload as validating each value would: the same verdict, output and error paths', () => {
    fc.assert(
      fc.property(payload, (value) => {
        expect(outcome(fast, value)).to.deep.equal(outcome(reference, value));
      }),
      { numRuns: 500 },
    );
  });

  it('returns a valid payload itself, and a copy where a null or a numeric string was decoded', () => {
    const valid = { name: 'a', id: 3, cpu: [1, 2], meta: { k: 'v' }, memory: { total: 2, used: 1 } };
    expect(outcome(fast, valid)).to.deep.equal({ ok: true, value: valid, same: true });
    const decoded = fast.decode({ name: 'a', id: '3', cpu: [1, 2], state: null });
    expect(decoded).to.deep.equal({
      _tag: 'Right',
      right: { name: 'a', id: 3, cpu: [1, 2], state: undefined },
    });
    const wrong = fast.decode({ name: 'a', id: 1, cpu: [1, 'x'], memory: { total: 'big', used: 1 } });
    expect(wrong._tag === 'Left' && toPathErrors(wrong.left).map((error) => error.path)).to.deep.equal([
      'cpu.1',
      'memory.total',
    ]);
  });
});
