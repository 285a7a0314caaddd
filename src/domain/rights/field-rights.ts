import type { AccountType } from './account-type';
import { typesWith, type CapabilityName } from './capabilities';

/**
 * The secret list (docs/protocol.md "Security"): fields of server frames and HTTP answers that only the holders
 * of a capability may receive. The server leaves them out (or sends '' where the catalogue requires the field)
 * for everyone else; the console hides them too. test/integration/secrets.spec.ts signs in as every account
 * type and fails on any of them reaching a type it may not.
 */
const fieldHolders = {
  /** The instance host's SSH password: "show SSH password" is admin-only UI (spec 1 §6). */
  ssh_password: 'administration',
  /** The credential an instance's streaming app authenticates with: the Instance tab is admin-only (spec 2 §6). */
  token: 'administration',
  /** "The dev key is shown only to developers" (spec 3 §6). */
  dev_key: 'development',
} as const satisfies Readonly<Record<string, CapabilityName>>;

/** Write-only fields: no frame or answer carries them to anyone; the audit trail stores them as [redacted]. */
export const writeOnlyFields: readonly string[] = [
  'password',
  'password_confirm',
  'own_password',
  'old_password',
  'new_password',
  'confirm_password',
];

/** Who may receive each field of the secret list (an empty list: nobody). */
export const secretFields: Readonly<Record<string, readonly AccountType[]>> = {
  ...Object.fromEntries(Object.entries(fieldHolders).map(([field, name]) => [field, typesWith(name)])),
  ...Object.fromEntries(writeOnlyFields.map((field) => [field, []])),
};

/**
 * Data that is not one field but a kind of content, and who may receive it: the values of list-type fields
 * flagged admin_only, billing contracts and customers (their prices and e-mails), the records of lists flagged
 * system. The topics and HTTP answers that carry content scope it per viewer with these capabilities.
 */
export const protectedData = {
  adminOnlyValues: 'administration',
  billingData: 'billing',
  systemLists: 'development',
} as const satisfies Readonly<Record<string, CapabilityName>>;
