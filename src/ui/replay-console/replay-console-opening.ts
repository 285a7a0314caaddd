import { BehaviorSubject, type Observable } from 'rxjs';
import type { ServiceLocator } from '../../application';
import type { ConsoleRoutes } from '../routes';

/** A console the page can render: its services and its routes (both consoles' on the page's history). */
export interface ConsoleView {
  readonly services: ServiceLocator;
  readonly routes: ConsoleRoutes;
}

/** A replay console, built by the composition root when the mode is entered (its code fetched then) and disposed when it ends. */
export interface ReplayConsole extends ConsoleView {
  dispose(): void;
}

export type ReplayConsoleState =
  | { readonly phase: 'closed' }
  | { readonly phase: 'opening' }
  | { readonly phase: 'open'; readonly console: ReplayConsole }
  | { readonly phase: 'failed'; readonly reason: string };

const closed: ReplayConsoleState = { phase: 'closed' };

const reasonOf = (error: unknown): string => (error instanceof Error && error.message ? error.message : String(error));

/**
 * The replay console's life while replay mode is on: built when the mode comes on, disposed when it ends. A
 * build that fails (its code chunk did not load) becomes `failed` with the reason, for the page to say so and
 * offer another try, instead of a rejection nobody handles and a page stuck on "Opening…". A build that ends
 * after the mode did is disposed at once.
 */
export class ReplayConsoleOpening {
  private readonly stateSubject = new BehaviorSubject<ReplayConsoleState>(closed);
  // Each open or close starts a new attempt; a build finishing for an older one is dropped.
  private attempt = 0;

  readonly state$: Observable<ReplayConsoleState> = this.stateSubject.asObservable();

  constructor(private readonly build: () => Promise<ReplayConsole>) {}

  get state(): ReplayConsoleState {
    return this.stateSubject.value;
  }

  /** The mode came on, or "Try again" after a failure: builds the console (again). */
  open(): void {
    this.attempt += 1;
    const attempt = this.attempt;
    this.stateSubject.next({ phase: 'opening' });
    void this.build().then(
      (built) => {
        if (attempt === this.attempt) this.stateSubject.next({ phase: 'open', console: built });
        else built.dispose();
      },
      (error: unknown) => {
        if (attempt === this.attempt) this.stateSubject.next({ phase: 'failed', reason: reasonOf(error) });
      },
    );
  }

  /** The mode ended: the console (once the page no longer renders it) is disposed. */
  close(): void {
    this.attempt += 1;
    const state = this.stateSubject.value;
    this.stateSubject.next(closed);
    if (state.phase === 'open') state.console.dispose();
  }
}
