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
    expect(payloadErrors(undefined, { a: 'x\u0000y' })).to.deep.equal([
      { path: 'a', expected: 'text without NUL characters', actual: 'a NUL character' },
    ]);
    let deep: unknown = 1;
    for (let level = 0; level < 40; level += 1) deep = [deep];
    expect(unstorable(deep)?.expected).to.equal('at most 32 levels of nesting');
  });
});
