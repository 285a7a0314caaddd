import type { JournalItem } from '../../domain/journal';

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
}

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
