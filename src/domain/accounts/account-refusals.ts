/**
 * What an account save's refusal reasons mean to the person saving (issue 29: a duplicate e-mail said only
 * "invalid"). Reasons not listed are shown as the server sent them.
 */
export const accountRefusalTexts: Readonly<Record<string, string>> = {
  email_taken: 'this e-mail address is already taken by another account',
  invalid_password: 'your own password is not right',
  passwords_dont_match: "the passwords don't match",
};

/** The reason's text, or undefined for a reason this table does not know. */
export const accountRefusalText = (reason: string): string | undefined => accountRefusalTexts[reason];
