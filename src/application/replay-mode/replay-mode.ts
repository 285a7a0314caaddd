import { BehaviorSubject, distinctUntilChanged, type Observable, type Subscription } from 'rxjs';
import type { NavigationPort } from '../ports';
import type { LoadPhase, ReplayService } from '../replay';

/** Where the replay console lives: its router's basename, so the shell's own paths work under it. */
export const replayConsoleBase = '/replay/view';

const inConsole = (path: string): boolean => path === replayConsoleBase || path.startsWith(`${replayConsoleBase}/`) || path.startsWith(`${replayConsoleBase}?`);

/**
 * Whether the page shows the real console on the loaded recording (docs/replay-mode.md). Lives in the live
 * container; the page renders the replay console while `active$` is true.
 */
export class ReplayMode {
  private readonly activeSubject = new BehaviorSubject<boolean>(false);
  private readonly loading: Subscription;
  private phase: LoadPhase = 'idle';
  private returnTo = '/replay';

  readonly active$: Observable<boolean> = this.activeSubject.pipe(distinctUntilChanged());

  constructor(
    private readonly replay: ReplayService,
    private readonly navigation: NavigationPort,
  ) {
    this.loading = replay.load$.subscribe((load) => {
      this.phase = load.phase;
      // The recording went away (closed, or another is being read): nothing is left to show.
      if (load.phase !== 'ready' && this.active) this.exit();
    });
  }

  get active(): boolean {
    return this.activeSubject.value;
  }

  /** A recording is loaded and could be shown in the console. */
  get available(): boolean {
    return this.phase === 'ready';
  }

  /** "Open in console": remembers where it was opened from and goes to the console view. */
  open(): void {
    if (!this.available || this.active) return;
    this.returnTo = this.navigation.current();
    this.navigation.navigate(`${replayConsoleBase}/`);
  }

  /** The page arrived under the console view: true when it now shows the recording, false when there is none. */
  enter(): boolean {
    if (!this.available) return false;
    this.activeSubject.next(true);
    return true;
  }

  /** "Leave replay mode": back where the mode was opened; the page leaves the mode once it is there. */
  exit(): void {
    this.navigation.navigate(this.returnTo);
  }

  /** The page's location changed; outside the console view the mode ends (the back button, or `exit`). */
  located(path: string): void {
    if (this.active && !inConsole(path)) this.activeSubject.next(false);
  }

  /** The /replay screen was left: the recording goes, unless the page went to show it in the console. */
  screenLeft(): void {
    if (this.active || inConsole(this.navigation.current())) return;
    this.replay.close();
  }

  dispose(): void {
    this.loading.unsubscribe();
    this.activeSubject.complete();
  }
}
