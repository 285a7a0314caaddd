import { expect } from 'chai';
import { hashPassword, unusableHash, verifyPassword } from '../../../server/auth/password';
import { newToken, tokenFromAuthorization, tokenHash } from '../../../server/auth/tokens';

describe('server/auth/password and tokens', () => {
  it('hashes with scrypt and a salt; verifies the right password only', async () => {
    const hash = await hashPassword('demo1234');
    expect(hash).to.match(/^scrypt\$16384\$8\$1\$/);
    expect(await hashPassword('demo1234')).to.not.equal(hash);
    expect(await verifyPassword('demo1234', hash)).to.equal(true);
    expect(await verifyPassword('demo12345', hash)).to.equal(false);
    expect(await verifyPassword('anything', unusableHash)).to.equal(false);
    expect(await verifyPassword('x', 'garbage')).to.equal(false);
  });

  it('makes URL-safe random tokens and stores only their hash', () => {
    const token = newToken();
    expect(token).to.match(/^[\w-]{43}$/);
    expect(newToken()).to.not.equal(token);
    expect(tokenHash(token))
      .to.match(/^[0-9a-f]{64}$/)
      .and.not.contain(token);
  });

  it('reads the token from Authorization as sent by the console or as a Bearer token', () => {
    expect(tokenFromAuthorization('abc')).to.equal('abc');
    expect(tokenFromAuthorization('Bearer abc')).to.equal('abc');
    expect(tokenFromAuthorization('  ')).to.equal(undefined);
    expect(tokenFromAuthorization(undefined)).to.equal(undefined);
  });
});
