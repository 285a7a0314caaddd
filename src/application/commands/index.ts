export { CommandBus, CurrentAccount, pushTimeoutMs } from './command-bus';
export type { ActionCommand, ActionSettlement, CommandResult, PushCommand } from './command-bus';
export { commandsModule } from './commands-module';
