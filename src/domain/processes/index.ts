export { processCommands } from './process-commands';
export { hasMoreProcesses, processPageSize, shownProcesses } from './process-list';
export {
  clipCutDescription,
  clipProcessDescription,
  isProcessExpired,
  processLink,
  processRetentionMs,
  processStatus,
} from './process-rules';
export { clipProcessType, isProcess } from './process';
export type { Process } from './process';
export { initialProcessesState, processesProjection } from './processes.projection';
export type { ProcessesState } from './processes.projection';
export type {
  ClipProcessStarted,
  ClipRegenerationAsked,
  ProcessEvent,
  ProcessesRestored,
  ProcessRemoved,
} from './processes.events';
