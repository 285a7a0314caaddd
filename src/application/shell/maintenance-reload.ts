import { inject, injectable } from 'inversify';
import { pairwise, type Subscription } from 'rxjs';
import { maintenanceEnded } from '../../domain/maintenance';
import { NavigationPort } from '../ports';
import { StateReader } from '../store';

/** "When maintenance ends the page reloads" (spec 1 §4): the first readable answer after a running one. */
@injectable()
export class MaintenanceReload {
  private subscription: Subscription | undefined;

  constructor(
    @inject(StateReader) private readonly store: StateReader,
    @inject(NavigationPort) private readonly navigation: NavigationPort,
  ) {}

  start(): void {
    this.subscription ??= this.store
      .select((state) => state.maintenance)
      .pipe(pairwise())
      .subscribe(([before, after]) => {
        if (maintenanceEnded(before, after)) this.navigation.reload();
      });
  }

  stop(): void {
    this.subscription?.unsubscribe();
    this.subscription = undefined;
  }
}
