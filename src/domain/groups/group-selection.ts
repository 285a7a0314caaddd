/**
 * The group multi-select (spec 3 §5): it cannot remove the last entry unless empty is allowed, and a new
 * account saved with no groups gets the default group. Groups are named by uuid, as an account's `groups` are.
 */
export const canRemoveGroup = (selected: readonly string[], uuid: string, allowEmpty: boolean): boolean =>
  selected.includes(uuid) && (allowEmpty || selected.length > 1);

/** The selection after removing `uuid`; unchanged when the rule above refuses it. */
export const removeGroup = (selected: readonly string[], uuid: string, allowEmpty: boolean): readonly string[] =>
  canRemoveGroup(selected, uuid, allowEmpty) ? selected.filter((entry) => entry !== uuid) : selected;

/** The selection after adding `uuid`, without duplicates. */
export const addGroup = (selected: readonly string[], uuid: string): readonly string[] =>
  selected.includes(uuid) ? selected : [...selected, uuid];

/**
 * Groups a new account is saved with. The default group is the creating account's `meta.default_group`
 * (spec 1 §3 lists it on the account; docs/protocol/accounts.md); without one the selection stays empty.
 */
export const groupsForNewAccount = (
  selected: readonly string[],
  defaultGroup: string | undefined,
): readonly string[] => {
  if (selected.length > 0) return selected;
  return defaultGroup ? [defaultGroup] : [];
};
