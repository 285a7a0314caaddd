import type { MaintenanceInfo } from '../../src/domain/maintenance';
import type { Services } from '../services';
import { readMaintenance, writeMaintenance } from '../system/maintenance';

/** How often the scheduled end of maintenance is checked. */
export const maintenanceCheckMs = 5000;

/**
 * Maintenance started with an end time ends by itself once that time has passed (maintenance.json then says
 * `running: false`, the consoles reload and logins open again), as a scheduled window should.
 */
export class MaintenanceWatch {
  private checkedAt = Number.NEGATIVE_INFINITY;

  constructor(private readonly services: Services) {}

  async check(now: number): Promise<void> {
    if (now - this.checkedAt < maintenanceCheckMs && now >= this.checkedAt) return;
    this.checkedAt = now;
    const info = await readMaintenance(this.services.store);
    if (!info.running || info.end_time === undefined || info.end_time > now / 1000) return;
    const ended: MaintenanceInfo = { running: false };
    await this.services.store.db.write((tx) => writeMaintenance(tx, this.services.store, ended));
    this.services.log.info(`Maintenance ended at its scheduled end (${new Date(info.end_time * 1000).toISOString()}).`);
  }

  /** A start or end pushed on the control topic: the next tick looks again at once. */
  changed(): void {
    this.checkedAt = Number.NEGATIVE_INFINITY;
  }
}
