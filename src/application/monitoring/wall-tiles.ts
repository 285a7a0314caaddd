import { injectable } from 'inversify';
import { BehaviorSubject, combineLatest, distinctUntilChanged, map, type Observable } from 'rxjs';
import { wallAlarms, type TileReport, type WallAlarm } from '../../domain/monitoring';
import { sameFields, shareLatest } from '../shared';

/**
 * The tiles on the walls of this page and their alarms (issue 31 §1). Each tile's player watches its own picture
 * in the browser (src/ui/player) and reports its state here when it changes; the wall's header lists the alarms
 * and sounds them, the card turns red. Acknowledging an alarm silences it and keeps it listed; it holds until that
 * tile's alarm ends. What a tile sees is this browser's measure, not the server's: it is view state, never
 * journaled. The header's audible-alarm and stats switches are the account's (WallSwitches).
 */
@injectable()
export class WallTiles {
  private readonly reports = new BehaviorSubject<ReadonlyMap<string, TileReport>>(new Map());
  private readonly acknowledged = new BehaviorSubject<ReadonlyMap<string, number>>(new Map());

  readonly alarms$: Observable<readonly WallAlarm[]>;

  constructor() {
    this.alarms$ = combineLatest([this.reports, this.acknowledged]).pipe(
      map(([reports, acknowledged]) => wallAlarms(reports.values(), acknowledged)),
      shareLatest(),
    );
  }

  /** A tile's state as it changes; the same report again changes nothing. */
  report(report: TileReport): void {
    const reports = this.reports.value;
    if (sameFields(reports.get(report.id), report)) return;
    this.reports.next(new Map(reports).set(report.id, report));
  }

  /** A tile that left the wall (closed, scrolled away, the wall left): its alarm goes with it. */
  forget(id: string): void {
    if (!this.reports.value.has(id)) return;
    const reports = new Map(this.reports.value);
    reports.delete(id);
    this.reports.next(reports);
    if (!this.acknowledged.value.has(id)) return;
    const acknowledged = new Map(this.acknowledged.value);
    acknowledged.delete(id);
    this.acknowledged.next(acknowledged);
  }

  tile$(id: string): Observable<TileReport | undefined> {
    return this.reports.pipe(
      map((reports) => reports.get(id)),
      distinctUntilChanged(sameFields),
    );
  }

  /** Silences the tiles' current alarms (all of them without `ids`); they stay listed and red. */
  acknowledge(ids?: readonly string[]): void {
    const acknowledged = new Map(this.acknowledged.value);
    for (const report of this.reports.value.values()) {
      if (report.alarmSince !== undefined && (!ids || ids.includes(report.id)))
        acknowledged.set(report.id, report.alarmSince);
    }
    this.acknowledged.next(acknowledged);
  }
}
