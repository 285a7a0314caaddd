import { accountTypes, can, isAccountType, type AccountType } from '../rights';

/** Who assigns a type: the account type, and whether it is the one special account spec 3 §6 mentions. */
export interface Assigner {
  readonly type?: string;
  readonly special?: boolean;
}

/**
 * Account types an editor may assign (spec 3 §6): developers (and one special account) all seven, root all but
 * developer, admin and device_admin only group_admin, user and cloudrec; anyone else none.
 */
export const assignableAccountTypes = (assigner: Assigner): readonly AccountType[] => {
  const subject = { type: assigner.type };
  if (assigner.special === true || can('development', subject)) return accountTypes;
  if (can('system', subject)) return accountTypes.filter((type) => !can('development', { type }));
  if (can('administration', subject)) return accountTypes.filter((type) => !can('administration', { type }));
  return [];
};

/**
 * Whether a viewer sees an account in the accounts list (spec 3 §6): root and developer see all; admin and
 * device_admin see all but root and developer accounts. The spec calls the original test flawed; we read it
 * as written. Other types do not get the list at all (the Accounts tab is admin-level).
 */
export const canSeeAccountInList = (viewerType: string | undefined, accountType: string): boolean => {
  if (can('system', { type: viewerType })) return true;
  if (can('administration', { type: viewerType }))
    return !(isAccountType(accountType) && can('system', { type: accountType }));
  return false;
};

export const visibleAccounts = <A extends { readonly type: string }>(
  viewerType: string | undefined,
  accounts: readonly A[],
): readonly A[] => accounts.filter((account) => canSeeAccountInList(viewerType, account.type));

/** The accounts table's search: email, name, surname, company and type (spec 3 §2.2), case-insensitive. */
export const matchesAccountSearch = (
  account: {
    readonly email: string;
    readonly name?: string;
    readonly surname?: string;
    readonly type: string;
    readonly meta?: { readonly company?: string };
  },
  text: string,
): boolean => {
  const needle = text.trim().toLowerCase();
  if (needle === '') return true;
  return [account.email, account.name, account.surname, account.meta?.company, account.type].some(
    (value) => value !== undefined && value.toLowerCase().includes(needle),
  );
};

/** The dev key is shown only to developers (spec 3 §6) and hidden again after 10 seconds (spec 3 §9). */
export const devKeyShownMs = 10_000;

export const canSeeDevKey = (type: string | undefined): boolean => can('development', { type });

/**
 * The dev key's fixed prefix (spec 3 §9 "a fixed prefix plus a random UUID"). The original's prefix is not
 * shown; 'devkey-' says what the string is wherever it gets pasted.
 */
export const devKeyPrefix = 'devkey-';

/** A new dev key from a random UUID the caller made (ids are made in the application layer). */
export const newDevKey = (uuid: string): string => `${devKeyPrefix}${uuid}`;
