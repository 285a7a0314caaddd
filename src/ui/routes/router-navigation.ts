import type { NavigationPort } from '../../application/ports';

/** What this port drives: the page history under a console's basename (page-history.ts `historyNavigator`). */
export interface NavigableRouter {
  navigate(path: string, options?: { replace?: boolean }): Promise<void>;
}

/** The page's location, as far as navigation needs it. */
export interface PageLocation {
  readonly pathname: string;
  readonly search: string;
  assign(url: string): void;
  replace(url: string): void;
  reload(): void;
  /** False where `reload` does nothing on purpose (replay mode); true when left out. */
  readonly canReload?: boolean;
}

/**
 * NavigationPort for the page: moves inside the single-page app with the router, and reloads the page once
 * a navigation in flight has landed (so "go to /login, then reload" reloads /login, not the page it left).
 * Before the router is attached (while the composition root builds the container) a navigation is a page load.
 */
export class RouterNavigation implements NavigationPort {
  private router: NavigableRouter | undefined;
  private inFlight: Promise<void> | undefined;
  private leaving = false;

  constructor(private readonly location: PageLocation) {}

  attach(router: NavigableRouter): void {
    this.router = router;
  }

  navigate(path: string, options: { replace?: boolean } = {}): void {
    if (!this.router) {
      this.leaving = true;
      if (options.replace) this.location.replace(path);
      else this.location.assign(path);
      return;
    }
    const landed = this.router.navigate(path, options).catch(() => undefined);
    this.inFlight = landed;
    void landed.then(() => {
      if (this.inFlight === landed) this.inFlight = undefined;
    });
  }

  reload(): void {
    // A page load already under way is the reload.
    if (this.leaving) return;
    const landed = this.inFlight;
    if (landed) void landed.then(() => this.location.reload());
    else this.location.reload();
  }

  get canReload(): boolean {
    return this.location.canReload ?? true;
  }

  current(): string {
    return `${this.location.pathname}${this.location.search}`;
  }
}
