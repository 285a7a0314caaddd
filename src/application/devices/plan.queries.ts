import { inject, injectable } from 'inversify';
import { combineLatest, map, type Observable } from 'rxjs';
import { planWindow, seriesInWindow, type PlanWindow, type SeriesItem } from '../../domain/devices';
import { zoneOffsetMinutes } from '../../domain/clock';
import { HttpGateway } from '../http';
import { ClockPort, httpContract } from '../ports';
import { DisplayZone } from '../shared';
import { StateReader } from '../store';
import { DevicesQueries } from './devices.queries';

export interface PlanItem extends SeriesItem {
  readonly listId: number;
}

export interface PlanView {
  readonly window: PlanWindow;
  readonly items: readonly PlanItem[];
  /** False until every series list answered once. */
  readonly loaded: boolean;
}

/**
 * /devices/plan/list (spec 3 §2.6, §9): the series records of the device types' series lists (GET
 * content_list/{id}), those within today to one year ahead, for the timeline and the list under it.
 */
@injectable()
export class PlanQueries {
  readonly view$: Observable<PlanView>;
  /** The zone the plan's day and its chart's axis follow (the console's display zone). */
  readonly zone: string;

  constructor(
    @inject(StateReader) private readonly store: StateReader,
    @inject(HttpGateway) private readonly http: HttpGateway,
    @inject(ClockPort) private readonly clock: ClockPort,
    @inject(DevicesQueries) private readonly devices: DevicesQueries,
    @inject(DisplayZone) zone: DisplayZone,
  ) {
    this.zone = zone;
    this.view$ = combineLatest([devices.seriesLists$, store.select((state) => state.contentRecords.series)]).pipe(
      map(([lists, series]) => {
        const window = planWindow(this.clock.now(), zone);
        const items = lists.flatMap((list) =>
          (series[list.listId] ?? []).map((item): PlanItem => ({ ...item, listId: list.listId })),
        );
        return {
          window,
          items: seriesInWindow(items, window) as PlanItem[],
          loaded: lists.every((list) => series[list.listId] !== undefined),
        };
      }),
    );
  }

  /** The display zone's UTC offset in minutes at `ms`, for the chart's axis (it draws in the browser's zone). */
  offsetMinutes(ms: number): number {
    return zoneOffsetMinutes(ms, this.zone);
  }

  /** Reads every series list again (the refresh button, and on opening the plan). */
  async refresh(listIds: readonly number[]): Promise<void> {
    await Promise.all(
      listIds.map((listId) =>
        this.http.call(httpContract.series_items, { params: { id: listId } }).catch(() => undefined),
      ),
    );
  }
}
