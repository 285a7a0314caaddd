import { BehaviorSubject, Subject, Subscription, type Observable } from 'rxjs';
import type { InboundFrame, PushResult, SocketConnection, SocketPort } from '../../application/ports';

/**
 * Failed attempts reported when the socket's code itself cannot be loaded (the network went away between the
 * page and sign-in): past the shell's give-up count, so the overlay offers the reload that fixes it.
 */
export const unloadableSocketAttempts = 4;

const sameConnection = (left: SocketConnection, right: SocketConnection): boolean =>
  left.state === right.state && left.attempt === right.attempt;

/**
 * The socket port the console starts with. The real gateway (phoenix and every topic's codecs) is loaded by
 * the first `connect`, i.e. at sign-in, so the login route does not carry it (docs/performance.md). Calls
 * made while it loads wait for it and run in the order they were made; a push's time-out counts from the
 * call. Before any `connect` there is nothing to join or push to, as with a gateway that never connected.
 */
export class DeferredSocket implements SocketPort {
  private readonly frames = new Subject<InboundFrame>();
  private readonly sent = new Subject<InboundFrame>();
  private readonly connection = new BehaviorSubject<SocketConnection>({ state: 'closed', attempt: 0 });
  private readonly forwarding = new Subscription();
  private gateway: Promise<SocketPort> | undefined;
  /** Bumped by every connect and disconnect: a connect overtaken while the code loads does not run. */
  private generation = 0;

  readonly frames$: Observable<InboundFrame> = this.frames.asObservable();
  readonly sent$: Observable<InboundFrame> = this.sent.asObservable();
  readonly connection$: Observable<SocketConnection> = this.connection.asObservable();

  constructor(private readonly load: () => Promise<SocketPort>) {}

  /** Loads the real gateway (once) and forwards its streams. A failed load is retried by the next connect. */
  private loaded(): Promise<SocketPort> {
    this.gateway ??= this.load().then(
      (gateway) => {
        this.forwarding.add(gateway.frames$.subscribe((frame) => this.frames.next(frame)));
        this.forwarding.add(gateway.sent$.subscribe((frame) => this.sent.next(frame)));
        // The gateway starts 'closed' like this port: repeating it would log a change that did not happen.
        this.forwarding.add(
          gateway.connection$.subscribe((state) => {
            if (!sameConnection(state, this.connection.value)) this.connection.next(state);
          }),
        );
        return gateway;
      },
      (error: unknown) => {
        this.gateway = undefined;
        throw error;
      },
    );
    return this.gateway;
  }

  connect(token: string): void {
    const generation = ++this.generation;
    this.loaded().then(
      (gateway) => {
        if (generation === this.generation) gateway.connect(token);
      },
      () => {
        if (generation === this.generation)
          this.connection.next({ state: 'disconnected', attempt: unloadableSocketAttempts });
      },
    );
  }

  disconnect(): void {
    this.generation += 1;
    void this.gateway?.then(
      (gateway) => gateway.disconnect(),
      () => undefined,
    );
  }

  join(topic: string, payload?: Readonly<Record<string, unknown>>): Promise<unknown> {
    if (!this.gateway) return Promise.reject(new Error('not connected'));
    return this.gateway.then((gateway) => gateway.join(topic, payload));
  }

  leave(topic: string): void {
    void this.gateway?.then(
      (gateway) => gateway.leave(topic),
      () => undefined,
    );
  }

  push(topic: string, event: string, payload: unknown, timeoutMs: number): Promise<PushResult> {
    if (!this.gateway) return Promise.resolve({ status: 'not_sent' });
    const started = Date.now();
    return this.gateway.then(
      (gateway) => {
        const left = timeoutMs - (Date.now() - started);
        return left > 0 ? gateway.push(topic, event, payload, left) : { status: 'not_sent' as const };
      },
      () => ({ status: 'not_sent' as const }),
    );
  }

  /** Stops forwarding the gateway's streams and ends this port's (tests; a page keeps its socket for its lifetime). */
  dispose(): void {
    this.forwarding.unsubscribe();
    this.frames.complete();
    this.sent.complete();
    this.connection.complete();
  }
}
