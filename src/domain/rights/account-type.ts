/** The seven account types (spec 1 §1, spec 3 §6). */
export const accountTypes = ['admin', 'device_admin', 'root', 'developer', 'group_admin', 'user', 'cloudrec'] as const;

export type AccountType = (typeof accountTypes)[number];

/** "Admin-like types (admin, device_admin, root, developer) count as administrators" (spec 3 §6, spec 1 §6). */
export const administratorTypes: readonly AccountType[] = ['admin', 'device_admin', 'root', 'developer'];

/**
 * Account types arrive as strings (an unknown type must not reject a whole account list); every rule takes the
 * raw string and grants an unknown or missing type nothing.
 */
export const isAccountType = (type: string | undefined): type is AccountType =>
  type !== undefined && (accountTypes as readonly string[]).includes(type);

export const isAdministrator = (type: string | undefined): boolean =>
  isAccountType(type) && administratorTypes.includes(type);

/** Whether `type` is one of `allowed`; an unknown type is in no list. */
export const isOneOf = (type: string | undefined, allowed: readonly AccountType[]): boolean =>
  isAccountType(type) && allowed.includes(type);
