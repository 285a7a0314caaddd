import { inject, injectable, multiInject, optional } from 'inversify';
import { combineLatest, defer, distinctUntilChanged, map, type Observable, of } from 'rxjs';
import {
  pendingCommandsInOrder,
  pendingCommandsKeptMs,
  type JournalState,
  type PendingCommandsState,
} from '../../domain/journal';
import { StateReader } from '../store';
import { fallbackNotice } from './command-notices';
import { NoticeOffers, NoticeRules, type Notice, type NoticeRule, type SettledCommand } from './notice';
import { sameItems } from '../shared';

/** "A 'still waiting…' notice after 2 s" (ARCHITECTURE.md §3.6). */
export const stillWaitingAfterMs = 2_000;
export const stillWaitingText = 'Still waiting for the server…';
/** How many recent results the toaster is offered; it shows each once. */
export const recentResultsKept = 20;
// Results are looked for among this many latest commands; silent ones (pings, page-only actions) are skipped.
const resultsLookBack = 500;

/**
 * Extra notices from a feature's own stream (an upload's result, say), merged into the toaster's. The stream must
 * emit its current list on subscription (a `store.select` does), so a toaster knows what was there before it.
 */
export interface NoticeSource {
  readonly notices$: Observable<readonly Notice[]>;
}
export const NoticeSource = Symbol('NoticeSource');

const sameNotices = (a: readonly Notice[], b: readonly Notice[]): boolean =>
  sameItems(a, b, (notice, other) => notice.id === other.id);

/**
 * The toaster's feed: the results of settled commands mapped through the message catalogues, and a
 * still-waiting notice for each command pending more than 2 s, measured on the shared clock tick.
 */
@injectable()
export class NotificationQueries {
  private readonly rules: Readonly<Record<string, NoticeRule>>;
  private readonly offers: readonly NoticeOffers[];
  /** The latest command results worth a toast, oldest first. */
  readonly results$: Observable<readonly Notice[]>;
  /** A still-waiting notice per command pending more than 2 s. */
  readonly waiting$: Observable<readonly Notice[]>;
  /**
   * What a toaster shows: results (and other sources' notices) that appeared after it subscribed, plus the
   * waiting notices. Each subscriber gets its own starting point, so a toaster that mounts again never
   * repeats old results.
   */
  readonly toasts$: Observable<readonly Notice[]>;

  constructor(
    @inject(StateReader) store: StateReader,
    @multiInject(NoticeRules) rules: readonly NoticeRules[],
    @multiInject(NoticeSource) @optional() sources: readonly NoticeSource[] | undefined,
    @multiInject(NoticeOffers) @optional() offers: readonly NoticeOffers[] | undefined,
  ) {
    this.rules = Object.assign({}, ...rules) as Record<string, NoticeRule>;
    this.offers = offers ?? [];
    const journal$ = store.select((state) => state.journal);
    this.results$ = journal$.pipe(
      map((journal) => this.resultsOf(journal)),
      distinctUntilChanged(sameNotices),
    );
    this.waiting$ = combineLatest([
      store.select((state) => state.pendingCommands),
      store.select((state) => state.clock.clientNow),
    ]).pipe(
      map(([pending, now]) => (now === undefined ? [] : waitingOf(pending, now))),
      distinctUntilChanged(sameNotices),
    );
    const extra = (sources ?? []).map((source) => source.notices$);
    const all$ = combineLatest([this.results$, ...(extra.length > 0 ? extra : [of([])])]).pipe(
      map((lists) => lists.flat()),
    );
    const fresh$ = defer(() => {
      let before: ReadonlySet<string> | undefined;
      return all$.pipe(
        map((notices) => {
          before ??= new Set(notices.map((notice) => notice.id));
          const seen = before;
          return notices.filter((notice) => !seen.has(notice.id));
        }),
      );
    });
    this.toasts$ = combineLatest([fresh$, this.waiting$]).pipe(
      map(([fresh, waiting]) => [...fresh, ...waiting]),
      distinctUntilChanged(sameNotices),
    );
  }

  /** The toast of one settled command, or undefined when it stays silent. */
  noticeOf(command: SettledCommand): Notice | undefined {
    // Arguments their codec refused (a hand-edited or older recording) reach no rule: the fallback tells the outcome.
    const rule = command.argsRejected ? undefined : this.rules[command.name];
    const text = (rule ?? fallbackNotice)(command);
    if (!text) return undefined;
    // A success may offer an action (Undo of a configuration save): asked here, for every command's toast at once.
    const offer = text.intent === 'success' ? this.offers.map((offerOf) => offerOf(command)).find(Boolean) : undefined;
    return { ...text, id: command.id, kind: 'result', ...(offer ? { offer } : {}) };
  }

  private resultsOf(journal: JournalState): readonly Notice[] {
    const notices: Notice[] = [];
    const oldest = Math.max(0, journal.order.length - resultsLookBack);
    for (let index = journal.order.length - 1; index >= oldest && notices.length < recentResultsKept; index -= 1) {
      const item = journal.byId[journal.order[index] as string];
      if (!item || item.status === 'pending') continue;
      const notice = this.noticeOf(item as SettledCommand);
      if (notice) notices.push(notice);
    }
    return notices.reverse();
  }
}

// The commands in flight (a projection of the log) past 2 s get a notice; one pending past a minute was cut from
// a recording before its outcome (a push times out after 10 s) and waits for nothing.
const waitingOf = (pending: PendingCommandsState, now: number): readonly Notice[] =>
  pendingCommandsInOrder(pending)
    .filter(
      (command) => now - command.issuedAt > stillWaitingAfterMs && now - command.issuedAt <= pendingCommandsKeptMs,
    )
    .map((command) => ({
      id: `waiting:${command.id}`,
      kind: 'waiting',
      title: stillWaitingText,
      body: command.name,
      intent: 'info',
    }));
