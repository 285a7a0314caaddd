import type { NavigationPort } from '../ports';

/**
 * Navigation without a browser: the container's default (Node, tests) and a record of where the console was
 * sent. The page binds the router-backed port instead.
 */
export class InMemoryNavigation implements NavigationPort {
  private path: string;
  /** Every path navigated to, in order. */
  readonly visited: string[] = [];
  reloads = 0;
  readonly canReload = true;

  constructor(start = '/') {
    this.path = start;
  }

  navigate(path: string): void {
    this.path = path;
    this.visited.push(path);
  }

  reload(): void {
    this.reloads += 1;
  }

  current(): string {
    return this.path;
  }
}
