import {
  accountRefusalText,
  passwordWidgetMessage,
  validateNewAccountPassword,
  type Account,
  type AccountDraft,
  type AccountMeta,
} from '../../domain/accounts';
import { canRemoveGroup, groupsForNewAccount, removeGroup, type ArchiveState } from '../../domain/groups';
import { sameJson } from '../shared';

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
  /** meta.rec_readonly: no video-on-demand or live panels on cloudrec, only all clips (spec 2 §6). */
  readonly recReadonly: boolean;
  /** meta.default_group: group uuid, '' for none. */
  readonly defaultGroup: string;
  /** meta.monitor_channel_filter: channel uuids; undefined = never set, the wall shows its default list. */
  readonly monitorChannels: readonly string[] | undefined;
  /** meta.multiview_event_filter: event uuids. */
  readonly multiviewEvents: readonly string[];
}

const uuidList = (value: unknown): readonly string[] | undefined =>
  Array.isArray(value) && value.every((item) => typeof item === 'string') ? (value as string[]) : undefined;

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
  recReadonly: false,
  defaultGroup: '',
  monitorChannels: undefined,
  multiviewEvents: [],
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
  recReadonly: account.meta?.rec_readonly === true,
  defaultGroup: account.meta?.default_group ?? '',
  monitorChannels: uuidList(account.meta?.monitor_channel_filter),
  multiviewEvents: uuidList(account.meta?.multiview_event_filter) ?? [],
});

/** What the own-password field says while a reset of an existing account's password lacks it. */
export const ownPasswordRequired = 'Enter your own password to reset this password.';

/** What the editor says when the server found the saver's own password wrong (`invalid_password`). */
export const saveRefusalMessage = (reason: string): string | undefined =>
  reason === 'invalid_password' ? 'Your own password is not right.' : undefined;

/** The sheet's "Not saved: …" wording of a refusal reason (issue 29: a taken e-mail says so). */
export const accountFailureText = (reason: string): string => accountRefusalText(reason) ?? reason;

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
  const meta = accountMetaOf(form, stored);
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

/**
 * The meta a save sends: the stored one with the editor's settings (spec 3 §3). A setting the form left as it
 * found it keeps its stored value (even one this console cannot read); a cleared one leaves meta.
 */
export const accountMetaOf = (form: AccountForm, stored: Account | undefined): AccountMeta => {
  const found = stored ? accountFormOf(stored) : blankAccountForm(form.type);
  const meta: Record<string, unknown> = { ...stored?.meta, company: form.company };
  const put = (key: string, value: unknown, changed: boolean): void => {
    if (!changed) return;
    if (value === undefined || value === '') delete meta[key];
    else meta[key] = value;
  };
  put('rec_readonly', form.recReadonly, form.recReadonly !== found.recReadonly);
  put('default_group', form.defaultGroup, form.defaultGroup !== found.defaultGroup);
  put('monitor_channel_filter', form.monitorChannels, !sameJson(form.monitorChannels, found.monitorChannels));
  put('multiview_event_filter', form.multiviewEvents, !sameJson(form.multiviewEvents, found.multiviewEvents));
  return meta as AccountMeta;
};

/** The password widget's live wording under the fields ('Password too short!', "Password don't match!"). */
export const passwordHint = (form: AccountForm): string | undefined =>
  form.password === '' && form.confirm === '' ? undefined : passwordWidgetMessage(form.password, form.confirm);

/** The group picker (spec 3 §5): the last entry stays unless the selection may be empty. */
export const groupPicker = {
  canRemove: (selected: readonly string[], uuid: string): boolean => canRemoveGroup(selected, uuid, false),
  remove: (selected: readonly string[], uuid: string): readonly string[] => removeGroup(selected, uuid, false),
};
