import { randomUUID } from 'node:crypto';

/**
 * What the studio-server processes of one cluster tell each other (docs/deploy.md). A message names what to
 * redo and carries JSON arguments; every process but the sender runs the handler registered for that name.
 * With one process (PGlite, or PostgreSQL without peers) nothing is sent and nothing arrives.
 */
export interface ClusterBus {
  /** This process, as the other processes see it in messages. */
  readonly processId: string;
  /** Whether other processes may be listening (PostgreSQL mode). */
  readonly shared: boolean;
  /** Sends to every other process, in the order of the calls. */
  publish(name: string, args: unknown): void;
  /** Registers the handler of one message name (one per name). */
  on(name: string, handler: (args: unknown, from: string) => void | Promise<void>): void;
  close(): Promise<void>;
}

/** A wire message: sender, name and arguments. */
export interface BusMessage {
  readonly from: string;
  readonly name: string;
  readonly args: unknown;
}

/** The bus of a lone process: nobody else to tell. */
export class LocalBus implements ClusterBus {
  readonly processId = randomUUID();
  readonly shared = false;
  publish(): void {}
  on(): void {}
  async close(): Promise<void> {}
}

/** Handlers by name, run one message at a time in arrival order (a late large message must not be overtaken). */
export class BusHandlers {
  private readonly handlers = new Map<string, (args: unknown, from: string) => void | Promise<void>>();
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly onError: (error: unknown) => void) {}

  on(name: string, handler: (args: unknown, from: string) => void | Promise<void>): void {
    if (this.handlers.has(name)) throw new Error(`cluster bus: a handler for ${name} is already registered`);
    this.handlers.set(name, handler);
  }

  /**
   * Queues the messages of one notification (one, several sent in one turn, or none), whose body may still have
   * to be fetched. A handler that fails is reported; the messages after it still run.
   */
  dispatch(messages: () => Promise<BusMessage | readonly BusMessage[] | undefined>): void {
    this.queue = this.queue.then(async () => {
      let received: BusMessage | readonly BusMessage[] | undefined;
      try {
        received = await messages();
      } catch (error) {
        this.onError(error);
        return;
      }
      for (const message of Array.isArray(received) ? received : received ? [received] : [])
        try {
          await this.handlers.get(message.name)?.(message.args, message.from);
        } catch (error) {
          this.onError(error);
        }
    });
  }

  drained(): Promise<void> {
    return this.queue;
  }
}
