export { initialJournalState, journalKept, journalProjection } from './journal.projection';
export {
  initialPendingCommandsState,
  pendingCommandsInOrder,
  pendingCommandsKeptMs,
  pendingCommandsProjection,
} from './pending-commands.projection';
export type { PendingCommand, PendingCommandsState } from './pending-commands.projection';
export { initialLatestCommandsState, latestCommandsProjection } from './latest-commands.projection';
export type { LatestCommand, LatestCommandsState } from './latest-commands.projection';
export type { JournalItem, JournalState, JournalStatus } from './journal.projection';
export type { CommandIssued, CommandSettled, JournalEvent } from './journal.events';
