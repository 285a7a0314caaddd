import type { Observable, Subscription } from 'rxjs';
import type { NavigationPort } from '../ports';
import type { LoadPhase, ReplayService } from '../replay-inspector';
import { inReplayConsole, replayConsoleBase, ReplayModeSwitch } from './replay-mode-switch';

/**
 * Whether the page shows the real console on the loaded recording (docs/replay-mode.md). Lives in the live
 * container (with the signed-in part); the page renders the replay console while the switch's `active$` is true.
 */
export class ReplayMode {
  private readonly loading: Subscription;
  private readonly leaving: Subscription;
  private phase: LoadPhase = 'idle';
  private returnTo = '/replay';

  readonly active$: Observable<boolean>;

  constructor(
    private readonly replay: ReplayService,
    private readonly navigation: NavigationPort,
    private readonly modeSwitch = new ReplayModeSwitch(),
  ) {
    this.active$ = modeSwitch.active$;
    this.loading = replay.load$.subscribe((load) => {
      this.phase = load.phase;
      // The recording went away (closed, or another is being read): nothing is left to show.
      if (load.phase !== 'ready' && this.active) this.exit();
    });
    // However the console view is left (Leave replay mode, the back button, a link out), playing stops: nothing
    // shows the cursor any more, so it must not keep folding in the background. The /replay screen's own
    // playback (the mode never on) is left alone.
    let wasActive = modeSwitch.active;
    this.leaving = modeSwitch.active$.subscribe((active) => {
      if (wasActive && !active) replay.pause();
      wasActive = active;
    });
  }

  get active(): boolean {
    return this.modeSwitch.active;
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
    this.modeSwitch.activate();
    return true;
  }

  /** "Leave replay mode": back where the mode was opened; the page leaves the mode once it is there. */
  exit(): void {
    this.navigation.navigate(this.returnTo);
  }

  /** The page's location changed; outside the console view the mode ends (the back button, or `exit`). */
  located(path: string): void {
    this.modeSwitch.located(path);
  }

  /** The /replay screen was left: the recording goes, unless the page went to show it in the console. */
  screenLeft(): void {
    if (this.active || inReplayConsole(this.navigation.current())) return;
    this.replay.close();
  }

  dispose(): void {
    this.loading.unsubscribe();
    this.leaving.unsubscribe();
    this.modeSwitch.dispose();
  }
}
