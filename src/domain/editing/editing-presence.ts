import type { PresenceDiff, PresenceMeta, Presences } from '../accounts';

/** One console on an item's presence topic: Phoenix's meta plus the name the server shows for its account. */
export interface EditingMeta extends PresenceMeta {
  /** The account's display name, or its e-mail when it has none (the server's, so no account list is needed). */
  readonly name: string;
}

/** `presence_state` of an item's presence topic: account id → its consoles there. */
export type EditingPresences = Presences<EditingMeta>;
export type EditingPresenceDiff = PresenceDiff<EditingMeta>;

/**
 * The names to show as "Also editing": every other account with a console on the item, each once, in alphabetical
 * order (presence keeps no order of arrival, and a fixed order does not shuffle while people come and go). Presence is keyed by account, so a second console of one's own account is not listed: it is the same
 * operator, who knows (and the version check still refuses a save the other console made stale, issue 32 §2).
 */
export const othersEditing = (presences: EditingPresences, self: number | undefined): readonly string[] => {
  const names: string[] = [];
  for (const [key, entry] of Object.entries(presences)) {
    if (self !== undefined && key === String(self)) continue;
    const name = entry.metas.find((meta) => meta.name.trim() !== '')?.name;
    if (name !== undefined && !names.includes(name)) names.push(name);
  }
  return names.sort((a, b) => a.localeCompare(b));
};

/** "Also editing: Anna Berg, Ben Olsen" (issue 32 §1); nothing when nobody else is there. */
export const alsoEditingText = (names: readonly string[]): string | undefined =>
  names.length === 0 ? undefined : `Also editing: ${names.join(', ')}`;
