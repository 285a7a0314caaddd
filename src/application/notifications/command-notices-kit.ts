import type { AnyCommandRegistry, CommandEntry } from '../../domain/commands';
import type { NoticeRule, NoticeRules } from './notice';

/**
 * What a rule may read of an entry's arguments: their declared type when the wire command catalogue decodes
 * them (the toaster gives a rule only arguments that passed), nothing otherwise.
 */
export type RuleArgs<E> = E extends CommandEntry<infer A, 'decoded'> ? A : unknown;

/** A feature's notice rules, by the keys of its command registry. */
export type RegistryNotices<R extends AnyCommandRegistry> = { readonly [K in keyof R]?: NoticeRule<RuleArgs<R[K]>> };

/**
 * A feature's toasts, keyed by its registry's entries (never by a name spelled again): `commandNotices(clipCommands,
 * { save: (command) => … })`. A command without a rule gets the fallback notice.
 */
export const commandNotices = <R extends AnyCommandRegistry>(registry: R, rules: RegistryNotices<R>): NoticeRules =>
  Object.fromEntries(
    Object.entries(rules).flatMap(([key, rule]) => {
      const entry = registry[key];
      return entry && rule ? [[entry.name, rule as NoticeRule]] : [];
    }),
  );

/** A rule that keeps a command silent: its effect shows where it happens, or it has none to show. */
export const silentNotice: NoticeRule = () => undefined;
