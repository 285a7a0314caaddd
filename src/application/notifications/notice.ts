import type { JournalItem } from '../../domain/journal';
import type { UndoTarget } from '../../domain/undo';

export type NoticeIntent = 'success' | 'info' | 'warning' | 'error';

/** What a toast says. The title carries the spec's text exactly; the body adds why, where there is more. */
export interface NoticeText {
  readonly title: string;
  readonly body?: string;
  readonly intent: NoticeIntent;
}

/** A toast to show: a settled command's result, or the still-waiting notice of one that is pending. */
export interface Notice extends NoticeText {
  readonly id: string;
  readonly kind: 'result' | 'waiting';
  /** What the toast offers besides its text (a configuration save's Undo, issue 32 §4). */
  readonly offer?: NoticeOffer;
}

/** An action a success toast offers for a while: Undo of the configuration save it reports. */
export interface NoticeOffer {
  readonly label: string;
  /** How long the toast stays (and offers it). */
  readonly timeoutMs: number;
  readonly undo: UndoTarget;
}

/**
 * Finds what a settled command's success toast offers. A feature binds its own under this token (multi-binding),
 * so the toasts of every save get the offer in one place, not per editor.
 */
export type NoticeOffers = (command: SettledCommand) => NoticeOffer | undefined;
export const NoticeOffers = Symbol('NoticeOffers');

/** A journaled command that has its outcome; `A` is what its rule may read of its arguments. */
export type SettledCommand<A = unknown> = Omit<JournalItem, 'args' | 'status'> & {
  readonly args: A;
  readonly status: Exclude<JournalItem['status'], 'pending'>;
};

/** A command's toast from its outcome; undefined keeps it silent. */
export type NoticeRule<A = unknown> = (command: SettledCommand<A>) => NoticeText | undefined;

/** Rules by dotted command name. Features bind their own table under this token (multi-binding). */
export type NoticeRules = Readonly<Record<string, NoticeRule>>;
export const NoticeRules = Symbol('NoticeRules');
