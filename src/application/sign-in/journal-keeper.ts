import { inject, injectable } from 'inversify';
import type { Subscription } from 'rxjs';
import { EventLog } from '../log';
import { redactEntry } from '../recording';
import { ClockPort, RecordStorage } from '../ports';

/** The command journal survives reloads for 100 days (issue: the audit view reads it back). */
export const journalRetentionMs = 100 * 24 * 3600 * 1000;

/** One persisted journal line: a command as issued, then updated with its outcome. */
export interface PersistedCommand {
  readonly id: string;
  readonly at: number;
  readonly account: string;
  readonly name: string;
  readonly args: unknown;
  readonly target?: string;
  readonly outcome?: string;
  readonly reason?: string;
  readonly latencyMs?: number;
}

/** Writes every command and its outcome to IndexedDB as it happens, and drops entries past retention. */
@injectable()
export class JournalKeeper {
  private subscription: Subscription | undefined;
  private readonly pending = new Map<string, PersistedCommand>();

  constructor(
    @inject(EventLog) private readonly log: EventLog,
    @inject(RecordStorage) private readonly storage: RecordStorage,
    @inject(ClockPort) private readonly clock: ClockPort,
  ) {}

  start(): void {
    void this.storage.prune('journal', this.clock.now() - journalRetentionMs).catch(() => 0);
    this.subscription ??= this.log.appended$.subscribe((entry) => {
      if (entry.kind === 'CommandIssued') {
        // Passwords and tokens in arguments never reach the browser's storage.
        const safe = redactEntry(entry) as typeof entry;
        const record: PersistedCommand = {
          id: safe.id,
          at: safe.at,
          account: safe.account,
          name: safe.name,
          args: safe.args,
          ...(safe.target ? { target: safe.target } : {}),
        };
        this.pending.set(entry.id, record);
        void this.storage.put('journal', entry.id, record).catch(() => undefined);
      } else if (entry.kind === 'CommandSettled') {
        const issued = this.pending.get(entry.id);
        if (!issued) return;
        this.pending.delete(entry.id);
        void this.storage
          .put('journal', entry.id, {
            ...issued,
            outcome: entry.outcome,
            reason: entry.reason,
            latencyMs: entry.latencyMs,
          })
          .catch(() => undefined);
      }
    });
  }

  /** Commands persisted since `since` (ms), oldest first. */
  async since(since: number): Promise<PersistedCommand[]> {
    return (await this.storage.since('journal', since)) as PersistedCommand[];
  }

  stop(): void {
    this.subscription?.unsubscribe();
    this.subscription = undefined;
  }
}
