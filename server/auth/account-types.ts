import {
  accountTypes,
  administratorTypes,
  assignableAccountTypes,
  canSeeAccountInList,
  isAccountType,
  isAdministrator,
  type AccountType,
} from '../../src/domain/accounts';

// The account-type rules are the console's own (src/domain/accounts, over the declaration of src/domain/rights):
// the server enforces exactly what the console shows, so a hidden button and a refused push never disagree.
export { accountTypes, administratorTypes, isAccountType, isAdministrator, type AccountType };

/** Which types an actor may give an account (spec 3 §6 "Account type choices"). */
export const assignableTypes = (actor: AccountType): readonly AccountType[] => assignableAccountTypes({ type: actor });

/** Whose accounts an actor may see in lists and open (spec 3 §6 "Accounts list"). */
export const canSeeAccountOfType = (actor: AccountType, target: string): boolean => canSeeAccountInList(actor, target);
