import { Client } from 'pg';
import { advisoryLocks } from '../storage/database';

export interface LeaseEvents {
  /** This process now holds the lock: start simulating. */
  readonly acquired: () => void;
  /** The lock's connection was lost (the server restarted, the network broke): stop simulating at once. */
  readonly lost: () => void;
  readonly error: (error: unknown) => void;
}

/** How often a process that does not simulate asks for the lock; a dead holder is replaced within this. */
export const leaseRetryMs = 1_000;

/**
 * Exactly one process of a cluster runs the simulation: the one holding the session-level advisory lock
 * `advisoryLocks.simulation` on a connection of its own. PostgreSQL releases the lock when that connection ends,
 * which a killed process's does at once, and the next process to ask takes over.
 */
export class SimulationLease {
  private client: Client | undefined;
  private retry: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;
  private holding = false;

  constructor(
    private readonly url: string,
    private readonly events: LeaseEvents,
  ) {}

  get held(): boolean {
    return this.holding;
  }

  start(): void {
    void this.attempt();
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

  private async attempt(): Promise<void> {
    if (this.stopped) return;
    try {
      const client = this.client ?? (await this.connect());
      const answer = await client.query<{ granted: boolean }>('select pg_try_advisory_lock($1) as granted', [
        advisoryLocks.simulation,
      ]);
      if (this.stopped) return;
      if (answer.rows[0]?.granted) {
        this.holding = true;
        this.events.acquired();
        return;
      }
    } catch (error) {
      if (this.stopped) return;
      this.events.error(error);
      this.drop();
    }
    this.retry = setTimeout(() => void this.attempt(), leaseRetryMs);
    this.retry.unref();
  }

  private async connect(): Promise<Client> {
    const client = new Client({ connectionString: this.url });
    client.on('error', (error) => {
      if (this.client !== client || this.stopped) return;
      this.events.error(error);
      this.drop();
      this.retry = setTimeout(() => void this.attempt(), leaseRetryMs);
      this.retry.unref();
    });
    client.on('end', () => {
      if (this.client === client && !this.stopped) client.emit('error', new Error('lease connection ended'));
    });
    await client.connect();
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
