import { expect } from 'chai';
import {
  changePasswordFailureMessage,
  generatePassword,
  passwordAlphabet,
  passwordWidgetMessage,
  validateNewAccountPassword,
  validatePasswordChange,
} from '../../../src/domain/accounts';

describe('domain/accounts: passwords (spec 3 §5, §8, §9)', () => {
  it("a new account password shorter than 6 characters gives 'Password too short!'", () => {
    expect(validateNewAccountPassword('abc12', 'abc12')).to.deep.equal({
      message: 'Password too short!',
      clearFields: false,
    });
    expect(validateNewAccountPassword('abc123', 'abc123')).to.equal(undefined);
  });

  it('password and confirmation differing gives "Passwords dont\'t match!" and clears the fields', () => {
    expect(validateNewAccountPassword('abc123', 'abc124')).to.deep.equal({
      message: "Passwords dont't match!",
      clearFields: true,
    });
  });

  it("the widget shows 'Password too short!' below 6 and \"Password don't match!\" on a mismatch", () => {
    expect(passwordWidgetMessage('12345', '12345')).to.equal('Password too short!');
    expect(passwordWidgetMessage('123456', '123457')).to.equal("Password don't match!");
    expect(passwordWidgetMessage('123456', '123456')).to.equal(undefined);
  });

  it('change password: new and confirm must match ("Passwords dont\'t match!")', () => {
    expect(validatePasswordChange('newpass1', 'newpass2')).to.equal("Passwords dont't match!");
    expect(validatePasswordChange('newpass1', 'newpass1')).to.equal(undefined);
  });

  it("maps invalid_password → 'Old password is invalid!', passwords_dont_match → \"Passwords dont't match!\", else 'Unable to change password!'", () => {
    expect(changePasswordFailureMessage('invalid_password')).to.equal('Old password is invalid!');
    expect(changePasswordFailureMessage('passwords_dont_match')).to.equal("Passwords dont't match!");
    expect(changePasswordFailureMessage('timeout')).to.equal('Unable to change password!');
    expect(changePasswordFailureMessage(undefined)).to.equal('Unable to change password!');
  });

  it('generated passwords use letters and digits, length 12, from the given random source', () => {
    let seed = 0;
    const random = (): number => (seed = (seed * 9301 + 49297) % 233280) / 233280;
    const password = generatePassword(random);
    expect(password).to.match(/^[A-Za-z0-9]{12}$/);
    expect(passwordAlphabet).to.have.length(62);
    expect(generatePassword(() => 0)).to.equal('aaaaaaaaaaaa');
    expect(generatePassword(() => 0.999999)).to.equal('999999999999');
  });

  it('stays within the alphabet for a random source out of range', () => {
    expect(generatePassword(() => 1)).to.equal('999999999999');
    expect(generatePassword(() => Number.NaN)).to.equal('aaaaaaaaaaaa');
  });
});
