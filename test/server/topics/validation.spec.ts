import { expect } from 'chai';
import * as t from 'io-ts';
import { payloadErrors, unstorable } from '../../../server/topics/validation';

describe('server/topics/validation', () => {
  const codec = t.type({ setting: t.type({ name: t.string, type: t.string }) });

  it('gives io-ts failures as {path, expected, actual}', () => {
    expect(payloadErrors(codec, { setting: { name: 5, type: 'x' } })).to.deep.equal([
      { path: 'setting.name', expected: 'string', actual: '5' },
    ]);
    expect(payloadErrors(codec, { setting: { name: 'n', type: 't' } })).to.deep.equal([]);
  });

  it('refuses what Postgres cannot store (NUL characters) and absurd nesting, codec or not', () => {
    const text = 'text without NUL characters or lone UTF-16 surrogates';
    expect(payloadErrors(undefined, { a: 'x\u0000y' })).to.deep.equal([
      { path: 'a', expected: text, actual: 'a NUL character' },
    ]);
    expect(payloadErrors(codec, { setting: { name: 'n\ud800', type: 't' } })).to.deep.equal([
      { path: 'setting.name', expected: text, actual: 'a lone UTF-16 surrogate' },
    ]);
    expect(payloadErrors(undefined, { list: ['ok', '\udc00x'] })[0]?.path).to.equal('list.1');
    expect(payloadErrors(undefined, { ['k\ud800']: 1 })[0]?.expected).to.match(/^keys without NUL/);
    // A well-formed pair (an emoji) is text like any other.
    expect(payloadErrors(undefined, { a: 'go \ud83c\udfac' })).to.deep.equal([]);
    let deep: unknown = 1;
    for (let level = 0; level < 40; level += 1) deep = [deep];
    expect(unstorable(deep)?.expected).to.equal('at most 32 levels of nesting');
  });

  it('refuses numbers that are not finite or not exact (1e400 parses as Infinity; 1e20 is past 2^53)', () => {
    for (const number of [Infinity, -Infinity, NaN, 1e20, -1e20, Number.MAX_SAFE_INTEGER + 2])
      expect(unstorable({ n: number }), String(number)).to.deep.include({ path: 'n', actual: String(number) });
    for (const number of [0, -0, 1.5, -12, Number.MAX_SAFE_INTEGER, 1e-300])
      expect(unstorable({ n: number }), String(number)).to.equal(undefined);
  });
});
