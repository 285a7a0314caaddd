export { commandCatalogue } from './command-catalogue';
export type { CommandCatalogue } from './command-catalogue';
export { command, commandCodecs, journaledOnly } from './command-spec';
export { coreCommands } from './core-commands';
export type { CommandContext, CommandSpec } from './command-spec';
