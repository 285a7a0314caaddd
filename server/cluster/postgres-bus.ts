import { randomUUID } from 'node:crypto';
import { Client, type Pool } from 'pg';
import { BusHandlers, type BusMessage, type ClusterBus } from '../protocol/cluster-bus';

/** The NOTIFY channel every process listens on. */
export const busChannel = 'studio_cluster';
/**
 * PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. Larger messages (a control snapshot of a big studio,
 * a long content list item) are written to `cluster_messages` and the notification carries only `#{id}`.
 */
export const inlineLimitBytes = 7_900;
/** Stored messages are read within milliseconds; older ones are removed by whichever process prunes first. */
const keepStoredMs = 60_000;

/**
 * The cluster bus over PostgreSQL LISTEN/NOTIFY. One connection of its own listens; one more sends, so the
 * messages of a process arrive everywhere in the order it sent them (NOTIFY keeps a session's order).
 *
 * The messages published in one turn of the event loop (a simulation tick's control frames and statuses, a
 * save's change and audit row) leave together at the turn's end: as few notifications as fit under the limit,
 * each a JSON array of messages, so a save is not queued behind a tick's worth of round trips (issue 33 §2,
 * docs/performance.md "Cluster"). A receiver starts fetching a stored message's body as soon as its
 * notification arrives, and hands the messages to their handlers in the order sent.
 */
export class PostgresBus implements ClusterBus {
  readonly processId = randomUUID();
  readonly shared = true;
  private readonly handlers: BusHandlers;
  private readonly pruner: ReturnType<typeof setInterval>;
  private closed = false;
  private sending: Promise<void> = Promise.resolve();
  /** Messages of this turn, as JSON, not yet sent. */
  private gathered: string[] = [];

  private constructor(
    private readonly pool: Pool,
    private readonly listener: Client,
    private readonly sender: Client,
    private readonly onError: (error: unknown) => void,
  ) {
    this.handlers = new BusHandlers(onError);
    listener.on('notification', (notification) => {
      if (notification.channel !== busChannel || !notification.payload) return;
      const messages = this.decode(notification.payload);
      // Awaited in order below; a failed fetch is reported there, not as an unhandled rejection meanwhile.
      messages.catch(() => undefined);
      this.handlers.dispatch(async () => messages);
    });
    this.pruner = setInterval(() => {
      pool
        .query(`delete from cluster_messages where at < now() - make_interval(secs => $1)`, [keepStoredMs / 1000])
        .catch(onError);
    }, keepStoredMs / 2);
    this.pruner.unref();
  }

  static async open(url: string, pool: Pool, onError: (error: unknown) => void): Promise<PostgresBus> {
    const listener = new Client({ connectionString: url });
    const sender = new Client({ connectionString: url });
    await Promise.all([listener.connect(), sender.connect()]);
    // A lost connection means a lost message: say so loudly; the cluster keeps serving its own clients.
    for (const client of [listener, sender]) client.on('error', onError);
    await listener.query(`listen ${busChannel}`);
    return new PostgresBus(pool, listener, sender, onError);
  }

  publish(name: string, args: unknown): void {
    if (this.closed) return;
    if (this.gathered.length === 0) process.nextTick(() => this.flush());
    this.gathered.push(JSON.stringify({ from: this.processId, name, args } satisfies BusMessage));
  }

  /** Sends the turn's messages: runs of small ones as one notification each, a large one through the table. */
  private flush(): void {
    const texts = this.gathered;
    this.gathered = [];
    let batch: string[] = [];
    let batchBytes = 2;
    const sendBatch = (): void => {
      if (batch.length > 0) this.send(`[${batch.join(',')}]`);
      batch = [];
      batchBytes = 2;
    };
    for (const text of texts) {
      const bytes = Buffer.byteLength(text);
      if (bytes + 2 >= inlineLimitBytes) {
        sendBatch();
        this.send(text);
        continue;
      }
      if (batchBytes + bytes + 1 >= inlineLimitBytes) sendBatch();
      batch.push(text);
      batchBytes += bytes + 1;
    }
    sendBatch();
  }

  /** One notification: `text` inline, or stored and named by its row id when past the NOTIFY limit. */
  private send(text: string): void {
    const inline = Buffer.byteLength(text) < inlineLimitBytes;
    // One query at a time on the sending connection, in call order (pg 9 no longer queues them itself).
    this.sending = this.sending
      .then(() =>
        inline
          ? this.sender.query('select pg_notify($1, $2)', [busChannel, text])
          : this.sender.query(
              `with stored as (insert into cluster_messages (body) values ($2) returning id)
               select pg_notify($1, '#' || id) from stored`,
              [busChannel, text],
            ),
      )
      .then(() => undefined, this.onError);
  }

  on(name: string, handler: (args: unknown, from: string) => void | Promise<void>): void {
    this.handlers.on(name, handler);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.flush();
    this.closed = true;
    clearInterval(this.pruner);
    await Promise.all([this.sending, this.handlers.drained()]);
    await Promise.allSettled([this.listener.end(), this.sender.end()]);
  }

  /** The messages of one notification (one, or an array sent in one turn) that other processes sent. */
  private async decode(text: string): Promise<BusMessage[]> {
    let body = text;
    if (text.startsWith('#')) {
      const row = await this.pool.query<{ body: string }>('select body from cluster_messages where id = $1', [
        Number(text.slice(1)),
      ]);
      if (!row.rows[0]) throw new Error(`cluster bus: stored message ${text} is gone`);
      body = row.rows[0].body;
    }
    const parsed = JSON.parse(body) as BusMessage | BusMessage[];
    return (Array.isArray(parsed) ? parsed : [parsed]).filter((message) => message.from !== this.processId);
  }
}
