export { CommandBus, CurrentAccount, pushTimeoutMs, replyRejectedReason } from './command-bus';
export { commandsModule } from './commands-module';
export { JournaledViewChoices, ViewChoices } from './view-choices';
export { pushEntitySave } from './entity-save';
export type { EntitySave } from './entity-save';
