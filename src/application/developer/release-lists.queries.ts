import { inject, injectable } from 'inversify';
import { map, type Observable } from 'rxjs';
import {
  releaseListIds,
  releaseListSpec,
  releaseRow,
  type ReleaseArea,
  type ReleaseListIds,
  type ReleaseRow,
} from '../../domain/developer';
import type { ListData, ReleaseStatus } from '../../domain/cms';
import { AdminList } from '../admin-kit';
import { DisplayZone } from '../shared';
import { StateReader } from '../store';

/**
 * The release lists of the developer area (spec 3 §2.8): which content lists the developer_config setting
 * names, and one list's records as release rows in the kit's AdminList, filtered by the status tab.
 */
@injectable()
export class ReleaseListsQueries {
  readonly listIds$: Observable<ReleaseListIds>;
  readonly zone: string;
  /** The settings have arrived: until then an absent developer_config is not yet a missing one. */
  readonly settingsLoaded$: Observable<boolean>;

  constructor(
    @inject(StateReader) private readonly store: StateReader,
    @inject(DisplayZone) zone: DisplayZone,
  ) {
    this.zone = zone;
    this.listIds$ = store.select(
      (state) => releaseListIds(Object.values(state.settings.byId)),
      (a, b) => a.releases === b.releases && a.broadcaster === b.broadcaster,
    );
    this.settingsLoaded$ = store.select((state) => state.frames.lastByTopic['settings:all'] !== undefined);
  }

  listId$(area: ReleaseArea): Observable<number | undefined> {
    return this.listIds$.pipe(map((ids) => ids[area]));
  }

  /** A release list's table, starting on the status tab; the screen keeps one per list and sets the tab. */
  table(listId: number, status: ReleaseStatus): AdminList<ReleaseRow> {
    const rows$ = this.store
      .select((state) => state.cms.listData[listId])
      .pipe(
        map((records) => ({
          rows: records ? Object.values(records).map(releaseRow) : [],
          loaded: records !== undefined,
        })),
      );
    const list = new AdminList<ReleaseRow>(rows$, releaseListSpec, {
      sort: { column: 'updated_at', direction: 'descending' },
    });
    list.setFilter('status', status);
    return list;
  }

  record$(listId: number, dataId: number): Observable<ListData | undefined> {
    return this.store.select((state) => state.cms.listData[listId]?.[dataId]);
  }

  /** Whether the list's records topic has sent its records (an unknown record id is then truly unknown). */
  loaded$(listId: number): Observable<boolean> {
    return this.store.select((state) => state.cms.listData[listId] !== undefined);
  }
}
