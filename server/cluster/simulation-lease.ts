import { Client } from 'pg';
import { advisoryLocks } from '../storage/database';

export interface LeaseEvents {
  /** This process now holds the lock: start simulating. */
  readonly acquired: () => void;
  /** The lock's connection was lost (the server restarted, the network broke): stop simulating at once. */
  readonly lost: () => void;
  readonly error: (error: unknown) => void;
}

/** How long one wait for the lock lasts (`lock_timeout`) before it is asked for again on the same connection. */
export const leaseWaitMs = 2_000;
/** After an error (the database unreachable, the connection lost), how long before connecting and asking again. */
export const leaseRetryMs = 1_000;
/** PostgreSQL's SQLSTATE for a lock wait ended by `lock_timeout`. */
const lockNotAvailable = '55P03';

/**
 * Exactly one process of a cluster runs the simulation: the one holding the session-level advisory lock
 * `advisoryLocks.simulation` on a connection of its own. The others wait for it (`pg_advisory_lock`, queued in
 * PostgreSQL), so when the holder's connection ends — a killed process's does at once — PostgreSQL grants it to
 * the next waiter in the same instant, and that one takes over. PostgreSQL, not this process, guarantees that no
 * two connections hold the lock at once.
 *
 * Each wait ends after `leaseWaitMs` and is asked again: a backend blocked on a lock does not read its socket, so
 * the wait of a process that was killed or stopped while waiting would otherwise outlive it. Such a backend
 * would get the lock, fail to send the answer and end, releasing it at once; the bound keeps them few.
 */
export class SimulationLease {
  private client: Client | undefined;
  private retry: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;
  private holding = false;
  private asking = false;

  constructor(
    private readonly url: string,
    private readonly events: LeaseEvents,
  ) {}

  get held(): boolean {
    return this.holding;
  }

  start(): void {
    void this.ask();
  }

  /** Stops asking, and gives the lock up (closing its connection) if held. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = undefined;
    this.holding = false;
    await client?.end().catch(() => undefined);
  }

  /** Waits for the lock on the lease connection (connecting first if need be) until granted or an error. */
  private async ask(): Promise<void> {
    if (this.asking || this.holding || this.stopped) return;
    this.asking = true;
    let client: Client | undefined;
    try {
      client = this.client ?? (await this.connect());
      for (;;) {
        try {
          await client.query('select pg_advisory_lock($1)', [advisoryLocks.simulation]);
          break;
        } catch (error) {
          if ((error as { code?: unknown }).code !== lockNotAvailable || this.stopped) throw error;
        }
      }
      if (this.stopped || this.client !== client) return;
      this.holding = true;
      this.events.acquired();
    } catch (error) {
      // A connection that failed while asking was already dropped by its error handler, which asks again.
      if (this.stopped || (client && this.client !== client)) return;
      this.events.error(error);
      this.drop();
      this.askLater();
    } finally {
      this.asking = false;
    }
  }

  private askLater(): void {
    clearTimeout(this.retry);
    this.retry = setTimeout(() => void this.ask(), leaseRetryMs);
    this.retry.unref();
  }

  private async connect(): Promise<Client> {
    const client = new Client({ connectionString: this.url });
    client.on('error', (error) => {
      if (this.client !== client || this.stopped) return;
      this.events.error(error);
      this.drop();
      this.askLater();
    });
    client.on('end', () => {
      if (this.client === client && !this.stopped) client.emit('error', new Error('lease connection ended'));
    });
    try {
      await client.connect();
      // Only the lock's waits are bounded; a holder's connection stays idle however long it holds.
      await client.query(`set lock_timeout = ${leaseWaitMs}`);
      if (this.stopped) throw new Error('the lease was stopped while connecting');
    } catch (error) {
      void client.end().catch(() => undefined);
      throw error;
    }
    this.client = client;
    return client;
  }

  private drop(): void {
    const client = this.client;
    this.client = undefined;
    void client?.end().catch(() => undefined);
    if (this.holding) {
      this.holding = false;
      this.events.lost();
    }
  }
}
