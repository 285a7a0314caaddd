export { CommandBus, CurrentAccount, pushTimeoutMs, replyRejectedReason } from './command-bus';
export { commandsModule } from './commands-module';
export { JournaledViewChoices, ViewChoices } from './view-choices';
