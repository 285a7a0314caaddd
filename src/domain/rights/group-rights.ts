import { isAdministrator } from './account-type';

// Which groups an account sees (spec 3 §6): the group pickers and productions list groups, and a group is the
// business of its members. `memberOf` is the account's own group uuids (its meta.groups).

/** Administrators see every group; other accounts the groups they belong to. */
export const maySeeGroup = (accountType: string, memberOf: readonly string[], groupUuid: string): boolean =>
  isAdministrator(accountType) || memberOf.includes(groupUuid);
