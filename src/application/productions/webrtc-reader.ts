import { BehaviorSubject, type Observable, type Subscription, timer } from 'rxjs';
import {
  readerAfterFailure,
  webrtcRetryDelayMs,
  type WebrtcReaderState,
  type WhepFailure,
} from '../../domain/productions';
import { WhepError, type WhepPort, type WhepSession } from '../ports';

export interface ReaderView {
  readonly state: WebrtcReaderState;
  /** The media to show while running (a MediaStream in the browser). */
  readonly media?: unknown;
}

const asFailure = (error: unknown): WhepFailure => (error instanceof WhepError ? error.failure : { kind: 'closed' });

/**
 * One viewer's WebRTC reader (spec 3 §4): connecting → running; a failure of a reader that was running makes it
 * restarting and it tries again until it runs — soon after the loss and quickly while the server does not answer
 * at all, else every 2 s (`webrtcRetryDelayMs`); a reader that never ran shows the error and stays there. `stop()`
 * ends it for good. Owned by the view that opened it.
 */
export class WebrtcReader {
  private readonly view = new BehaviorSubject<ReaderView>({ state: { status: 'connecting' } });
  private session: WhepSession | undefined;
  private retry: Subscription | undefined;
  private attempt = 0;
  /** Retries since the running session ended. */
  private retries = 0;

  readonly view$: Observable<ReaderView> = this.view.asObservable();

  constructor(
    private readonly whep: WhepPort,
    private readonly url: string,
    private readonly token?: string,
  ) {
    this.connect();
  }

  stop(): void {
    this.attempt += 1;
    this.retry?.unsubscribe();
    this.session?.close();
    this.session = undefined;
    this.view.next({ state: { status: 'stopped' } });
    this.view.complete();
  }

  private connect(): void {
    const attempt = ++this.attempt;
    this.whep.play(this.url, this.token).then(
      (session) => {
        if (attempt !== this.attempt) return session.close();
        this.session = session;
        this.retries = 0;
        this.view.next({ state: { status: 'running' }, media: session.media });
        void session.ended.then((failure) => {
          if (attempt === this.attempt) this.fail(failure);
        });
      },
      (error: unknown) => {
        if (attempt === this.attempt) this.fail(asFailure(error));
      },
    );
  }

  private fail(failure: WhepFailure): void {
    this.session?.close();
    this.session = undefined;
    const state = readerAfterFailure(this.view.value.state, failure);
    this.view.next({ state });
    if (state.status !== 'restarting') return;
    const delay = webrtcRetryDelayMs(failure, this.retries);
    this.retries += 1;
    this.retry = timer(delay).subscribe(() => this.connect());
  }
}
