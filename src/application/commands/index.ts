export { CommandBus, CurrentAccount, pushTimeoutMs } from './command-bus';
export type { CommandResult, PushCommand } from './command-bus';
