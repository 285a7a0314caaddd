export { CommandBus, CurrentAccount, pushTimeoutMs, replyRejectedReason } from './command-bus';
