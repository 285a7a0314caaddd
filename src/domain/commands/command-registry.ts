// One registry per feature declares its commands (docs/architecture.md §3.6): each command's dotted name, once,
// and the type of the arguments its journal entry carries. The command bus takes these entries, so a command
// cannot be issued under a name with arguments of another shape; the notice rules take them too.

declare const argsType: unique symbol;

/** How a command's journaled arguments are known. */
export type ArgsKind =
  /** The push payload as sent: the bus journals it, no other arguments may be given. */
  | 'payload'
  /** Arguments of the declared type, journaled as given (the audit view shows them; no rule reads them). */
  | 'takes'
  /** Arguments of the declared type that the wire command catalogue decodes: projections and notice rules read them. */
  | 'decoded';

/** A command of a feature's registry. `A` is the type of its journaled arguments (a type only). */
export interface CommandEntry<A = unknown, K extends ArgsKind = ArgsKind> {
  readonly kind: 'command';
  /** Dotted name (`transcoder.start`): the journal, the audit view and the notices key on it. */
  readonly name: string;
  /** The registry (feature) that declares it. */
  readonly feature: string;
  readonly args: K;
  readonly [argsType]?: A;
}

/** The arguments of the push payload as sent (for the entries declared with `pushed`). */
export interface PayloadArgs {
  readonly [argsType]: 'payload';
}

interface Declared<A, K extends ArgsKind> {
  readonly name: string;
  readonly args: K;
  readonly [argsType]?: A;
}

/** A push whose journal entry carries its payload as sent. */
export const pushed = (name: string): Declared<PayloadArgs, 'payload'> => ({ name, args: 'payload' });

/** A command journaled with arguments of type `A`, which only the journal and the audit view read. */
export const takes = <A>(name: string): Declared<A, 'takes'> => ({ name, args: 'takes' });

/**
 * A command whose arguments of type `A` a projection or a notice rule reads: the normalizer decodes them with
 * the codec the wire command catalogue holds for the entry, and an entry they fail reaches no rule.
 */
export const decoded = <A>(name: string): Declared<A, 'decoded'> => ({ name, args: 'decoded' });

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDeclared = Declared<any, ArgsKind>;

/** A feature's commands by key. */
export type CommandRegistry<D extends Readonly<Record<string, AnyDeclared>>> = {
  readonly [K in keyof D]: D[K] extends Declared<infer A, infer Kind> ? CommandEntry<A, Kind> : never;
};

/** Any feature's registry. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyCommandRegistry = Readonly<Record<string, CommandEntry<any>>>;

/** The arguments an entry's journal entry carries. */
export type ArgsOf<E> = E extends CommandEntry<infer A> ? A : never;

/** Declares a feature's commands: `defineCommands('clips', { save: decoded<ClipSaveArgs>('clips.save') })`. */
export const defineCommands = <const D extends Readonly<Record<string, AnyDeclared>>>(
  feature: string,
  commands: D,
): CommandRegistry<D> =>
  Object.fromEntries(
    Object.entries(commands).map(([key, declared]) => [
      key,
      { kind: 'command', name: declared.name, feature, args: declared.args },
    ]),
  ) as CommandRegistry<D>;

/** Whether a value is a registry's entry (for the check that every name is declared once). */
export const isCommandEntry = (value: unknown): value is CommandEntry =>
  typeof value === 'object' &&
  value !== null &&
  (value as { kind?: unknown }).kind === 'command' &&
  typeof (value as { name?: unknown }).name === 'string';

/** The arguments of a command that journals none of its own: an empty object (its codec accepts any object). */
export type EmptyArgs = Readonly<Record<string, unknown>>;
