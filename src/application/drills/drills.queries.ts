import { inject, injectable } from 'inversify';
import { distinctUntilChanged, map, type Observable } from 'rxjs';
import { canSeeFeature } from '../../domain/accounts';
import { drillRows, type DrillChannel, type DrillRow } from './drill-panel';
import { sameItems, sameJson, shareLatest } from '../shared';
import { StateReader } from '../store';
import { TopicLeases } from '../topics';

/** What the Drill panel shows. */
export interface DrillPanelView {
  /** Whether this account may run drills (the fault_drills right; the server refuses the topic anyway). */
  readonly allowed: boolean;
  /** No `drills` frame yet since the panel opened. */
  readonly loading: boolean;
  /** Every channel, by its title, to choose from. */
  readonly channels: readonly DrillChannel[];
  /** The running drills with the time left, on the server's clock. */
  readonly rows: readonly DrillRow[];
}

const byLabel = (a: DrillChannel, b: DrillChannel): number => a.label.localeCompare(b.label);

/**
 * The system monitor's Drill panel (issue 31 §2): the running drills of `system:drill` (drills projection), the
 * channels to drill, and the time left counted on the clock projection's tick plus the server's offset, so every
 * console shows the same seconds for the same drill.
 */
@injectable()
export class DrillQueries {
  readonly panel$: Observable<DrillPanelView>;
  /** Whether this account is offered the Drill panel (the fault_drills right). */
  readonly allowed$: Observable<boolean>;

  constructor(
    @inject(StateReader) store: StateReader,
    @inject(TopicLeases) private readonly leases: TopicLeases,
  ) {
    this.allowed$ = store.select((state) => canSeeFeature('fault_drills', state.session.profile?.type));
    this.panel$ = store
      .select(
        (state) =>
          [
            canSeeFeature('fault_drills', state.session.profile?.type),
            state.drills.running,
            state.channels.byUuid,
            (state.clock.clientNow ?? 0) + state.clock.offsetMs,
          ] as const,
        sameItems,
      )
      .pipe(
        map(([allowed, running, byUuid, serverNow]) => {
          const channels = Object.values(byUuid)
            .map((channel) => ({ uuid: channel.uuid, label: channel.title || channel.name }))
            .sort(byLabel);
          return {
            allowed,
            loading: running === undefined,
            channels,
            rows: drillRows(running ?? [], channels, serverNow),
          };
        }),
        distinctUntilChanged(sameJson),
        shareLatest(),
      );
  }

  /** Holds `system:drill` while the panel is open; call the returned function when it closes. */
  watch(): () => void {
    const lease = this.leases.hold({ pattern: 'system:drill' });
    return () => lease.release();
  }
}
