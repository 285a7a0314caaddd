import { inject, injectable } from 'inversify';
import { BehaviorSubject, combineLatest, distinctUntilChanged, map, type Observable, switchMap } from 'rxjs';
import { auditEntryFromJournal, auditEntryFromRow, type AuditEntry, type JournalRecord } from '../../domain/audit';
import type { JournalItem } from '../../domain/journal';
import { defineCommands, pushed } from '../../domain/commands';
import { ClockPort, CommandPort } from '../ports';
import { JournalKeeper, journalRetentionMs } from '../sign-in';
import { StateReader } from '../store';
import { TopicLeases, type TopicLease } from '../topics';
import { shareLatest } from '../shared';

/** The audit page's own push: the page of rows before the oldest held. */
export const auditCommands = defineCommands('audit', { older: pushed('audit.older') });

/** Where the audit view's rows come from: the server's trail (all accounts) or this browser's journal. */
export type AuditSourceKind = 'loading' | 'server' | 'journal';

export const auditTopic = 'audit:all' as const;
/** Rows asked for per "Load older" (the server's default page). */
export const auditOlderPage = 200;

const recordOf = (item: JournalItem): JournalRecord => ({
  id: item.id,
  at: item.issuedAt,
  account: item.account,
  name: item.name,
  args: item.args,
  outcome: item.status,
  ...(item.target ? { target: item.target } : {}),
  ...(item.reason ? { reason: item.reason } : {}),
  ...(item.latencyMs !== undefined ? { latencyMs: item.latencyMs } : {}),
});

/**
 * Holds `audit:all` while the audit view is open. A refused join (not an administrator for the server, or a
 * backend without the topic) falls back to the journal this browser persisted, plus this session's commands.
 */
@injectable()
export class AuditSource {
  private readonly mode = new BehaviorSubject<'loading' | 'server' | 'journal'>('loading');
  private readonly persisted = new BehaviorSubject<readonly JournalRecord[]>([]);
  private deciding: Promise<void> = Promise.resolve();

  readonly kind$: Observable<AuditSourceKind>;
  readonly entries$: Observable<readonly AuditEntry[]>;
  /** Whether the server's trail may hold rows older than those listed. */
  readonly olderAvailable$: Observable<boolean>;

  constructor(
    @inject(StateReader) private readonly store: StateReader,
    @inject(TopicLeases) private readonly leases: TopicLeases,
    @inject(JournalKeeper) private readonly keeper: JournalKeeper,
    @inject(ClockPort) private readonly clock: ClockPort,
    @inject(CommandPort) private readonly commands: CommandPort,
  ) {
    const received$ = store.select((state) => state.audit.received);
    this.kind$ = combineLatest([this.mode, received$]).pipe(
      map(([mode, received]): AuditSourceKind => (mode === 'server' && !received ? 'loading' : mode)),
      distinctUntilChanged(),
      shareLatest(),
    );
    this.entries$ = this.kind$.pipe(
      switchMap((kind) =>
        kind === 'server' ? this.serverEntries() : kind === 'journal' ? this.journalEntries() : [[]],
      ),
      shareLatest(),
    );
    this.olderAvailable$ = combineLatest([this.kind$, store.select((state) => state.audit.olderAvailable)]).pipe(
      map(([kind, available]) => kind === 'server' && available),
      distinctUntilChanged(),
    );
  }

  /**
   * Asks the server for the page of rows before the oldest held (`older {before_id, limit}`); the rows arrive
   * as the `older` frame on audit:all and join the list through the store, like every other row.
   */
  async loadOlder(): Promise<void> {
    const { rows } = this.store.state.audit;
    if (rows.length === 0) return;
    const oldest = rows.reduce((lowest, row) => Math.min(lowest, row.id), Number.POSITIVE_INFINITY);
    await this.commands.push({
      name: auditCommands.older,
      pattern: auditTopic,
      push: 'older',
      payload: { before_id: oldest, limit: auditOlderPage },
    });
  }

  /** Called by the view when it opens: holds audit:all until the returned release; `decided()` waits for the source. */
  open(): () => void {
    const lease = this.leases.hold({ pattern: auditTopic });
    this.deciding = this.decide(lease);
    return () => lease.release();
  }

  /** Settles once the newest open knows its source: the server's trail, or the journal when the join is refused. */
  decided(): Promise<void> {
    return this.deciding;
  }

  private async decide(lease: TopicLease): Promise<void> {
    try {
      await lease.joined;
      this.mode.next('server');
    } catch {
      this.persisted.next(await this.keeper.since(this.clock.now() - journalRetentionMs).catch(() => []));
      this.mode.next('journal');
    }
  }

  private serverEntries(): Observable<readonly AuditEntry[]> {
    // Within a generation the rows only grow at the end: convert the new ones and keep the rest.
    let seen: { generation: number; entries: readonly AuditEntry[] } | undefined;
    return this.store
      .select((state) => state.audit)
      .pipe(
        map(({ rows, generation }) => {
          const kept = seen?.generation === generation && seen.entries.length <= rows.length ? seen.entries : [];
          const entries =
            kept.length === rows.length ? kept : [...kept, ...rows.slice(kept.length).map(auditEntryFromRow)];
          seen = { generation, entries };
          return entries;
        }),
      );
  }

  private journalEntries(): Observable<readonly AuditEntry[]> {
    // Persisted records are converted once per read of the journal, this session's items once per change of
    // each (an item keeps its identity in the store until it settles): a new command costs one conversion.
    const persisted$ = this.persisted.pipe(map((records) => records.map(auditEntryFromJournal)));
    const converted = new WeakMap<JournalItem, AuditEntry>();
    const sessionEntry = (item: JournalItem): AuditEntry => {
      let entry = converted.get(item);
      if (!entry) converted.set(item, (entry = auditEntryFromJournal(recordOf(item))));
      return entry;
    };
    return combineLatest([persisted$, this.store.select((state) => state.journal)]).pipe(
      map(([stored, journal]) => {
        const session = journal.order.flatMap((id) => {
          const item = journal.byId[id];
          return item ? [sessionEntry(item)] : [];
        });
        // This session's commands are persisted too: the store's copy is the newer one.
        const live = new Set(session.map((entry) => entry.id));
        return [...stored.filter((entry) => !live.has(entry.id)), ...session];
      }),
    );
  }
}
