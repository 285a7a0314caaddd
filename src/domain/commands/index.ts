export { decoded, defineCommands, isCommandEntry, pushed, takes } from './command-registry';
export type {
  AnyCommandRegistry,
  ArgsKind,
  ArgsOf,
  CommandEntry,
  CommandRegistry,
  EmptyArgs,
  PayloadArgs,
} from './command-registry';
