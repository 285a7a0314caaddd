// The editors' Archive / Unarchive rule (spec 3 §4) for the views, which may not import domain values.
export { archiveAction, toggledArchiveState } from '../../domain/groups';
