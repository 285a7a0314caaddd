/** Accounts, groups, channel groups, channels and list data are active or archived (spec 3 §4). */
export type ArchiveState = 'active' | 'archived';

export const archiveStates: readonly ArchiveState[] = ['active', 'archived'];

/** The editor action on offer: Archive while active, Unarchive while archived (spec 3 §4). */
export const archiveAction = (state: ArchiveState): 'Archive' | 'Unarchive' =>
  state === 'active' ? 'Archive' : 'Unarchive';

/** The state the offered action saves: Archive sets archived, Unarchive sets active. */
export const toggledArchiveState = (state: ArchiveState): ArchiveState => (state === 'active' ? 'archived' : 'active');
