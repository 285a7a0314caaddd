import { inject, injectable } from 'inversify';
import { combineLatest, map, type Observable } from 'rxjs';
import { canOpenSettingsTab } from '../../domain/accounts';
import { serverNowSeconds } from '../../domain/clock';
import {
  defaultMaintenanceWindow,
  formatMaintenanceTime,
  hasMaintenanceStarted,
  isMaintenanceRunning,
} from '../../domain/maintenance';
import { ClockPort } from '../ports';
import { DisplayZone, shareLatest } from '../shared';
import { StateReader } from '../store';

/** The maintenance screen's status panel (spec 3 §3 Maintenance: running flag, start, end, message). */
export interface MaintenanceStatusView {
  /** Root or developer (spec 3 §6); others get a refusal panel. */
  readonly allowed: boolean;
  readonly state: 'unknown' | 'off' | 'scheduled' | 'running';
  readonly start?: string;
  readonly end?: string;
  readonly message?: string;
}

@injectable()
export class MaintenanceStatusQueries {
  readonly view$: Observable<MaintenanceStatusView>;
  private readonly zone: string;

  constructor(
    @inject(StateReader) store: StateReader,
    @inject(ClockPort) private readonly clock: ClockPort,
    @inject(DisplayZone) zone: DisplayZone,
  ) {
    this.zone = zone;
    this.view$ = combineLatest([
      store.select((state) => state.maintenance),
      store.select((state) => serverNowSeconds(state.clock)),
      store.select((state) => state.session.profile?.type),
    ]).pipe(
      map(([maintenance, now, type]): MaintenanceStatusView => {
        const allowed = canOpenSettingsTab('maintenance', type);
        if (maintenance.lastCheck === undefined) return { allowed, state: 'unknown' };
        if (!isMaintenanceRunning(maintenance)) return { allowed, state: 'off' };
        const info = maintenance.info;
        const started = hasMaintenanceStarted(maintenance, now ?? Math.floor(this.clock.now() / 1000));
        return {
          allowed,
          state: started ? 'running' : 'scheduled',
          ...(info?.start_time !== undefined ? { start: this.timeText(info.start_time) } : {}),
          ...(info?.end_time !== undefined ? { end: this.timeText(info.end_time) } : {}),
          ...(info?.message ? { message: info.message } : {}),
        };
      }),
      shareLatest(),
    );
  }

  /** The form's first window (unix seconds): from the next whole minute, for one hour. */
  defaultWindow(): { readonly start: number; readonly end: number } {
    return defaultMaintenanceWindow(Math.floor(this.clock.now() / 1000));
  }

  /** A moment as DD.MM.YYYY HH:mm in the console's display zone (the status panel, the confirmation). */
  timeText(seconds: number): string {
    return formatMaintenanceTime(seconds, this.zone);
  }
}
