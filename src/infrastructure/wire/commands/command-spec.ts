import type * as t from 'io-ts';
import type { AnyCommandRegistry, ArgsOf, CommandEntry } from '../../../domain/commands';
import type { DomainEvent } from '../../../domain/state';

/** Which journaled command an argument list belongs to: its id, its entry's sequence number and time. */
export interface CommandContext {
  readonly id: string;
  readonly seq: number;
  readonly at: number;
}

/**
 * A command whose arguments some projection acts on: their codec and the domain events they become. The
 * normalizer decodes a journaled command's arguments once, here, so projections take typed events only.
 */
export interface CommandSpec<A> {
  readonly doc: string;
  readonly args: t.Type<A, unknown, unknown>;
  readonly toEvents: (args: A, context: CommandContext) => readonly DomainEvent[];
}

/** Keeps the argument type of one command while checking `toEvents` against it. */
export const command = <A>(spec: CommandSpec<A>): CommandSpec<A> => spec;

/** A command that is journaled for the audit view and changes no state: its arguments are still checked. */
export const journaledOnly = <A>(doc: string, args: t.Type<A, unknown, unknown>): CommandSpec<A> => ({
  doc,
  args,
  toEvents: () => [],
});

type DecodedKeys<R> = {
  [K in keyof R]: R[K] extends CommandEntry<unknown, 'decoded'> ? K : R[K] extends { args: 'decoded' } ? K : never;
}[keyof R];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnySpec = CommandSpec<any>;

/** Each spec whose codec would not accept its entry's declared arguments, as a sentence. */
type Checked<R extends AnyCommandRegistry, S> = {
  readonly [K in keyof S]: K extends keyof R
    ? S[K] extends CommandSpec<infer C>
      ? [ArgsOf<R[K]>] extends [C]
        ? S[K]
        : `the codec of ${K & string} does not accept the arguments its registry declares`
      : never
    : `${K & string} is no command of the registry`;
};

/**
 * The codecs of one feature's registry, keyed by its entries' names: every entry declared `decoded` has one, and
 * each codec accepts the arguments its entry declares (one way only: it may accept more), or this does not compile.
 */
export const commandCodecs = <R extends AnyCommandRegistry, S extends { readonly [K in DecodedKeys<R>]: AnySpec }>(
  registry: R,
  specs: S & Checked<R, S>,
): Readonly<Record<string, AnySpec>> =>
  Object.fromEntries(
    Object.entries(specs as Readonly<Record<string, AnySpec>>).map(([key, spec]) => [
      (registry[key] as CommandEntry).name,
      spec,
    ]),
  );
