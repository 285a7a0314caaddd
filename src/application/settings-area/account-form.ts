import {
  passwordWidgetMessage,
  validateNewAccountPassword,
  type Account,
  type AccountDraft,
} from '../../domain/accounts';
import { canRemoveGroup, groupsForNewAccount, removeGroup, type ArchiveState } from '../../domain/groups';

/** The account editor's fields (spec 3 §3 Account); passwords only ever live here and in the save payload. */
export interface AccountForm {
  readonly email: string;
  readonly name: string;
  readonly surname: string;
  readonly company: string;
  readonly type: string;
  readonly state: ArchiveState;
  /** Group uuids. */
  readonly groups: readonly string[];
  readonly password: string;
  readonly confirm: string;
  /** The saving administrator's own password, asked for a reset of an existing account's (docs/protocol.md). */
  readonly ownPassword: string;
}

export const blankAccountForm = (type: string): AccountForm => ({
  email: '',
  name: '',
  surname: '',
  company: '',
  type,
  state: 'active',
  groups: [],
  password: '',
  confirm: '',
  ownPassword: '',
});

export const accountFormOf = (account: Account): AccountForm => ({
  email: account.email,
  name: account.name ?? '',
  surname: account.surname ?? '',
  company: account.meta?.company ?? '',
  type: account.type,
  state: account.state ?? 'active',
  groups: account.groups ?? [],
  password: '',
  confirm: '',
  ownPassword: '',
});

/** What the own-password field says while a reset of an existing account's password lacks it. */
export const ownPasswordRequired = 'Enter your own password to reset this password.';

/** What the editor says when the server found the saver's own password wrong (`invalid_password`). */
export const saveRefusalMessage = (reason: string): string | undefined =>
  reason === 'invalid_password' ? 'Your own password is not right.' : undefined;

/**
 * Whether the form resets an existing account's password, so the saver's own password is asked for: the server
 * refuses a reset without it (`account.own_password`, spec 3 §3's form field), for another account and one's own.
 */
export const resetsPassword = (form: AccountForm, id: number | undefined): boolean =>
  id !== undefined && (form.password !== '' || form.confirm !== '');

/** What a Save does with the form: send this draft, or show this message (and maybe clear both password fields). */
export type AccountSavePlan =
  | { readonly kind: 'save'; readonly draft: AccountDraft }
  | { readonly kind: 'refused'; readonly message: string; readonly clearPasswords: boolean };

/**
 * Spec 3 §5: a new account needs a password of 6 or more that its confirmation repeats ('Password too short!',
 * "Passwords dont't match!" clearing both); an existing one sends a password only when one is typed (a reset),
 * under the same rules, with the saver's own password. A new account without groups gets the creator's default group.
 */
export const accountSavePlan = (
  form: AccountForm,
  id: number | undefined,
  stored: Account | undefined,
  defaultGroup: string | undefined,
): AccountSavePlan => {
  const email = form.email.trim();
  if (email === '') return { kind: 'refused', message: 'Email is required.', clearPasswords: false };
  const setsPassword = id === undefined || form.password !== '' || form.confirm !== '';
  if (setsPassword) {
    const problem = validateNewAccountPassword(form.password, form.confirm);
    if (problem) return { kind: 'refused', message: problem.message, clearPasswords: problem.clearFields };
  }
  const reset = resetsPassword(form, id);
  if (reset && form.ownPassword === '') return { kind: 'refused', message: ownPasswordRequired, clearPasswords: false };
  const meta = { ...stored?.meta, company: form.company };
  const draft: AccountDraft = {
    ...(id !== undefined ? { id } : {}),
    email,
    type: form.type,
    state: form.state,
    groups: id === undefined ? groupsForNewAccount(form.groups, defaultGroup) : form.groups,
    name: form.name,
    surname: form.surname,
    meta,
    ...(setsPassword ? { password: form.password, password_confirm: form.confirm } : {}),
    ...(reset ? { own_password: form.ownPassword } : {}),
  };
  return { kind: 'save', draft };
};

/** The password widget's live wording under the fields ('Password too short!', "Password don't match!"). */
export const passwordHint = (form: AccountForm): string | undefined =>
  form.password === '' && form.confirm === '' ? undefined : passwordWidgetMessage(form.password, form.confirm);

/** The group picker (spec 3 §5): the last entry stays unless the selection may be empty. */
export const groupPicker = {
  canRemove: (selected: readonly string[], uuid: string): boolean => canRemoveGroup(selected, uuid, false),
  remove: (selected: readonly string[], uuid: string): readonly string[] => removeGroup(selected, uuid, false),
};
