import { injectable } from 'inversify';
import { BehaviorSubject, type Observable, timer, type Subscription } from 'rxjs';
import { devKeyShownMs } from '../../domain/accounts';

/**
 * Whether the dev key is on screen: shown on request and hidden again after 10 seconds (spec 3 §6, §9), so a
 * key is not left readable on an unattended console. The timer lives here, not in the view.
 */
@injectable()
export class DevKeyReveal {
  private readonly shown = new BehaviorSubject(false);
  private hide: Subscription | undefined;
  readonly shown$: Observable<boolean> = this.shown.asObservable();

  show(): void {
    this.hide?.unsubscribe();
    this.shown.next(true);
    this.hide = timer(devKeyShownMs).subscribe(() => this.shown.next(false));
  }

  conceal(): void {
    this.hide?.unsubscribe();
    this.hide = undefined;
    this.shown.next(false);
  }
}
