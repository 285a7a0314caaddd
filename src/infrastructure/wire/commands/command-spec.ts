import type * as t from 'io-ts';
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
