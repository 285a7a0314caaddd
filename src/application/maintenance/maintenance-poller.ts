import { inject, injectable } from 'inversify';
import { timer, type Subscription } from 'rxjs';
import { HttpGateway } from '../http';
import { ClockPort, httpContract, RuntimeConfig } from '../ports';

/** Maintenance poll every 10 s (spec 1 §9, spec 3 §9). */
export const maintenancePollEveryMs = 10_000;

/**
 * Polls the public maintenance info (a JSON file, fetched with a timestamp query so no cache answers).
 * Each answer is logged as the `maintenance` HTTP exchange; a failed poll counts as not in maintenance
 * (the maintenance projection decides that, spec 1 §7.1).
 */
@injectable()
export class MaintenancePoller {
  private subscription: Subscription | undefined;

  constructor(
    @inject(HttpGateway) private readonly http: HttpGateway,
    @inject(RuntimeConfig) private readonly config: RuntimeConfig,
    @inject(ClockPort) private readonly clock: ClockPort,
  ) {}

  start(): void {
    this.subscription ??= timer(0, maintenancePollEveryMs).subscribe(() => void this.poll());
  }

  poll(): Promise<unknown> {
    const separator = this.config.maintenanceUrl.includes('?') ? '&' : '?';
    return this.http.call(httpContract.maintenance, {
      params: { url: `${this.config.maintenanceUrl}${separator}t=${this.clock.now()}` },
    });
  }

  stop(): void {
    this.subscription?.unsubscribe();
    this.subscription = undefined;
  }
}
