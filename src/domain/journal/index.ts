export { initialJournalState, journalProjection } from './journal.projection';
export type { JournalItem, JournalState, JournalStatus } from './journal.projection';
export type { CommandIssued, CommandSettled, JournalEvent } from './journal.events';
