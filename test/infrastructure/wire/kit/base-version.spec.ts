import { expect } from 'chai';
import fc from 'fast-check';
import { isRight } from 'fp-ts/lib/Either';
import { VersionCodec } from '../../../../src/infrastructure/wire/kit/base-version';

// `VersionCodec` checks with `is` inside the kit's shapes and with `validate` elsewhere: both must say the same.
describe('VersionCodec (issue 32 §2)', () => {
  it('takes the integers from 1 to 2 147 483 647 and nothing else', () => {
    for (const ok of [1, 2, 2_147_483_647]) expect(isRight(VersionCodec.decode(ok)), String(ok)).to.equal(true);
    for (const bad of [0, -1, 1.5, 2_147_483_648, Number.NaN, '3', null, undefined])
      expect(isRight(VersionCodec.decode(bad)), String(bad)).to.equal(false);
  });

  it('is and validate agree on any value', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.double(), fc.anything()), (value) => {
        expect(isRight(VersionCodec.decode(value))).to.equal(VersionCodec.is(value));
      }),
    );
  });
});
