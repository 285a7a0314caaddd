import { editingKinds } from '../editing';

// Undo for configuration, never for on-air actions (issue 32 §4, docs/protocol/undo.md). The kinds whose saves
// can be undone are the configuration the issue names: a channel, an instance's settings, a setting, a list type,
// a record (a contract is a record of the contracts list), a device, a group and an account (its fields: a
// password is never kept nor restored). Starting and stopping transcoders, streamers, flows, recordings and
// maintenance are actions on other topics and pushes, never saves of these kinds: they offer no undo.

/** Each undoable kind: the editor topic it is saved on (src/domain/editing) and the word the list shows. */
export const undoKinds = {
  channels: { editor: editingKinds.channels, noun: 'Channel' },
  instances: { editor: editingKinds.instances, noun: 'Instance' },
  settings: { editor: editingKinds.settings, noun: 'Setting' },
  list_types: { editor: editingKinds.list_types, noun: 'List type' },
  records: { editor: editingKinds.records, noun: 'Record' },
  devices: { editor: editingKinds.devices, noun: 'Device' },
  groups: { editor: editingKinds.groups, noun: 'Group' },
  accounts: { editor: editingKinds.accounts, noun: 'Account' },
} as const;

export type UndoKind = keyof typeof undoKinds;

export const undoKindNames = Object.keys(undoKinds) as readonly UndoKind[];

export const isUndoKind = (kind: string): kind is UndoKind => Object.hasOwn(undoKinds, kind);

/** How many configuration saves the server keeps per account (issue 32 §4: "the last 20"). */
export const keptSavesPerAccount = 20;

/** How long the success toast of a configuration save offers Undo (issue 32 §4: "for 10 s"). */
export const undoToastMs = 10_000;

/** One save to undo: the item (its kind and its id as its editor topic spells it) and the version the save made. */
export interface UndoTarget {
  readonly kind: UndoKind;
  /** A channel's uuid, every other kind's numeric id as a string. */
  readonly id: string;
  /** The version the save produced: the undo is written only while the item is still at it. */
  readonly version: number;
}

/** The item's editor topic, whose `save` right the undo needs (the operator may still save that kind now). */
export const undoEditorTopic = (
  target: Pick<UndoTarget, 'kind' | 'id'>,
): { readonly pattern: string; readonly params: Readonly<Record<string, string>> } => {
  const { pattern, param } = undoKinds[target.kind].editor;
  return { pattern, params: { [param]: target.id } };
};
