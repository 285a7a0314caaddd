/** Spec 3 §5 and §9. */
export const minimumPasswordLength = 6;
export const generatedPasswordLength = 12;

/** The texts exactly as spec 3 §5 and §8 spell them ('dont't' included). */
export const passwordMessages = {
  tooShort: 'Password too short!',
  mismatch: "Passwords dont't match!",
  widgetMismatch: "Password don't match!",
  oldPasswordInvalid: 'Old password is invalid!',
  changeFailed: 'Unable to change password!',
  changed: 'Password was changed!',
} as const;

export interface PasswordProblem {
  readonly message: string;
  /** A mismatch clears both fields (spec 3 §5). */
  readonly clearFields: boolean;
}

/** New account form: too short below 6 characters, then password and confirmation must match. */
export const validateNewAccountPassword = (password: string, confirmation: string): PasswordProblem | undefined => {
  if (password.length < minimumPasswordLength) return { message: passwordMessages.tooShort, clearFields: false };
  if (password !== confirmation) return { message: passwordMessages.mismatch, clearFields: true };
  return undefined;
};

/** The password widget's own wording: 'Password too short!' below 6, "Password don't match!" on a mismatch. */
export const passwordWidgetMessage = (password: string, confirmation: string): string | undefined => {
  if (password.length < minimumPasswordLength) return passwordMessages.tooShort;
  if (password !== confirmation) return passwordMessages.widgetMismatch;
  return undefined;
};

/** Change password: new and confirm must match before anything is sent (spec 3 §5). */
export const validatePasswordChange = (newPassword: string, confirmation: string): string | undefined =>
  newPassword === confirmation ? undefined : passwordMessages.mismatch;

/** The change_password error reason → toast (spec 3 §8); any other reason, a time-out or no reason at all. */
export const changePasswordFailureMessage = (reason: string | undefined): string => {
  if (reason === 'invalid_password') return passwordMessages.oldPasswordInvalid;
  if (reason === 'passwords_dont_match') return passwordMessages.mismatch;
  return passwordMessages.changeFailed;
};

export const passwordAlphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/**
 * A generated password: letters and digits, length 12 (spec 3 §5). `random` returns numbers in [0, 1), like
 * Math.random; the caller supplies it (a crypto-backed one in the app) so this stays deterministic in tests.
 */
export const generatePassword = (random: () => number, length = generatedPasswordLength): string => {
  let password = '';
  for (let index = 0; index < length; index += 1) {
    const draw = random();
    const position = Number.isFinite(draw)
      ? Math.min(Math.max(Math.floor(draw * passwordAlphabet.length), 0), passwordAlphabet.length - 1)
      : 0;
    password += passwordAlphabet.charAt(position);
  }
  return password;
};
