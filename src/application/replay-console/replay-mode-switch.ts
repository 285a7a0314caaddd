import { ContainerModule } from 'inversify';
import { BehaviorSubject, distinctUntilChanged, type Observable } from 'rxjs';

/** Where the replay console lives: its router's basename, so the shell's own paths work under it. */
export const replayConsoleBase = '/replay/view';

export const inReplayConsole = (path: string): boolean =>
  path === replayConsoleBase || path.startsWith(`${replayConsoleBase}/`) || path.startsWith(`${replayConsoleBase}?`);

/**
 * Whether the page shows the replay console: the part of replay mode every page needs from its first render
 * (the page follows `active$`). The rest of the mode (`ReplayMode`, with the replay service) comes with the
 * signed-in part, so none of it is on the login route (docs/performance.md).
 */
export class ReplayModeSwitch {
  private readonly activeSubject = new BehaviorSubject<boolean>(false);

  readonly active$: Observable<boolean> = this.activeSubject.pipe(distinctUntilChanged());

  get active(): boolean {
    return this.activeSubject.value;
  }

  activate(): void {
    this.activeSubject.next(true);
  }

  /** The page's location changed; outside the console view the mode ends (the back button, or leaving it). */
  located(path: string): void {
    if (this.active && !inReplayConsole(path)) this.activeSubject.next(false);
  }

  dispose(): void {
    this.activeSubject.complete();
  }
}

/** What the page follows from its first render (one switch per page; the replay console shares the live one). */
export const replayModeSwitchModule = new ContainerModule(({ bind }) => {
  bind(ReplayModeSwitch).toSelf().inSingletonScope();
});
