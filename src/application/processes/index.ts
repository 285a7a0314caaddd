export { ProcessKeeper, processesStorageKey } from './process-keeper';
export { ProcessCommands } from './processes.commands';
export type { ClipToRegenerate } from './processes.commands';
export { ProcessesQueries } from './processes.queries';
export type { ProcessPage, ProcessRow } from './processes.queries';
export { processesModule } from './processes-module';
