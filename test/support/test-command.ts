import { defineCommands, pushed } from '../../src/domain/commands';

/** A push journaled under a name of its own, for specs of the bus and the journal rather than of a feature. */
export const testCommand = (name: string) => defineCommands('test', { command: pushed(name) }).command;
