import { inject, injectable } from 'inversify';
import { map, type Observable } from 'rxjs';
import {
  canReleaseDevice,
  canTakeDevice,
  deviceRow,
  devicesListSpec,
  deviceTypeOf,
  type Device,
  type DeviceLog,
  type DeviceRow,
  type DeviceTypeSetting,
} from '../../domain/devices';
import type { RootState } from '../../domain/state';
import { AdminList, type AdminRows } from '../admin-kit';
import { HttpGateway } from '../http';
import { httpContract } from '../ports';
import { StateReader } from '../store';
import { sameItems, sameJson, shareLatest } from '../shared';

/** A pick-list entry: a content record (status, usage, location, series) or an instance. */
export interface DeviceChoice {
  readonly id: number;
  readonly label: string;
}

/** A content list a section of /devices shows (models of a type, locations, series). */
export interface DeviceListEntry {
  readonly listId: number;
  readonly label: string;
}

const deviceTypes = (state: RootState): DeviceTypeSetting[] =>
  Object.values(state.settings.byId)
    .flatMap((setting) => deviceTypeOf(setting) ?? [])
    .sort((a, b) => a.title.localeCompare(b.title));

const listLabel = (state: RootState, listId: number): string => state.cms.lists[listId]?.name ?? `List ${listId}`;

const distinctLists = (state: RootState, key: 'location_list_id' | 'series_list_id'): readonly DeviceListEntry[] => {
  const ids = [...new Set(deviceTypes(state).flatMap((type) => type.value[key] ?? []))];
  return ids.map((listId) => ({ listId, label: listLabel(state, listId) }));
};

const sameList = <T>(a: readonly T[], b: readonly T[]): boolean => sameItems(a, b, sameJson);

/**
 * What /devices shows (spec 3 §2.6): the device list (archived = status 'Archive'), a device with its log, the
 * device types from the device_type settings, and the records and instances its editor picks from.
 */
@injectable()
export class DevicesQueries {
  readonly list: AdminList<DeviceRow>;
  /** Every row, whatever the table's search and page (the label sheet of a selection). */
  readonly rows$: Observable<AdminRows<DeviceRow>>;
  readonly deviceTypes$: Observable<readonly DeviceTypeSetting[]>;
  readonly devices$: Observable<Readonly<Record<number, Device>>>;
  readonly instanceChoices$: Observable<readonly DeviceChoice[]>;
  /** The Models menu (spec 3 §2.6, admins): one entry per device type that names its models list. */
  readonly modelMenu$: Observable<readonly DeviceListEntry[]>;
  readonly locationLists$: Observable<readonly DeviceListEntry[]>;
  readonly seriesLists$: Observable<readonly DeviceListEntry[]>;
  private readonly requested = new Set<number>();

  constructor(
    @inject(StateReader) private readonly store: StateReader,
    @inject(HttpGateway) private readonly http: HttpGateway,
  ) {
    this.devices$ = store.select((state) => state.devices.byId);
    this.deviceTypes$ = store.select(deviceTypes, sameList);
    this.rows$ = store
      .select(
        (state) =>
          [state.devices.byId, state.settings.byId, state.frames.lastByTopic['devices:all'] !== undefined] as const,
        (a, b) => a[0] === b[0] && a[1] === b[1] && a[2] === b[2],
      )
      .pipe(
        map(([byId, , loaded]) => {
          const titles = new Map(deviceTypes(store.state).map((type) => [type.name, type.title]));
          return { rows: Object.values(byId).map((device) => deviceRow(device, titles.get(device.type))), loaded };
        }),
        shareLatest(),
      );
    this.list = new AdminList(this.rows$, devicesListSpec, { sort: { column: 'identifier', direction: 'ascending' } });
    this.instanceChoices$ = store
      .select((state) => state.instances.byId)
      .pipe(
        map((byId) =>
          Object.values(byId)
            .map((instance) => ({ id: instance.id, label: instance.title }))
            .sort((a, b) => a.label.localeCompare(b.label)),
        ),
      );
    this.modelMenu$ = store.select(
      (state) =>
        deviceTypes(state).flatMap((type) =>
          type.value.models_list_id === undefined ? [] : [{ listId: type.value.models_list_id, label: type.title }],
        ),
      sameList,
    );
    this.locationLists$ = store.select((state) => distinctLists(state, 'location_list_id'), sameList);
    this.seriesLists$ = store.select((state) => distinctLists(state, 'series_list_id'), sameList);
  }

  device$(id: number): Observable<Device | undefined> {
    return this.store.select((state) => state.devices.byId[id]);
  }

  /** The device's log, newest first; undefined until devices:logs:{id} sent init. */
  logs$(id: number): Observable<readonly DeviceLog[] | undefined> {
    return this.store
      .select((state) => state.devices.logsByDevice[id])
      .pipe(map((logs) => (logs ? [...logs].reverse() : undefined)));
  }

  identifierOf(id: number): string {
    return this.store.state.devices.byId[id]?.identifier ?? `#${id}`;
  }

  accountName(id: number | undefined): string {
    if (id === undefined) return '';
    const account = this.store.state.accounts.byId[id];
    if (!account) return `#${id}`;
    return [account.name, account.surname].filter(Boolean).join(' ') || account.email;
  }

  /** Whether the device offers 'Take device' / 'Release device' (spec 3 §4). */
  takeRelease$(id: number): Observable<{ readonly take: boolean; readonly release: boolean }> {
    return this.store.select(
      (state) => {
        const device = state.devices.byId[id];
        if (!device) return { take: false, release: false };
        const type = deviceTypes(state).find((candidate) => candidate.name === device.type);
        return { take: canTakeDevice(device, type?.value), release: canReleaseDevice(device) };
      },
      (a, b) => a.take === b.take && a.release === b.release,
    );
  }

  /** The records of a content list (GET content_list/{id}, spec 3 §7) as choices by their name. */
  recordChoices$(listId: number | undefined): Observable<readonly DeviceChoice[]> {
    if (listId === undefined) return this.store.select(() => noChoices);
    this.loadRecords(listId);
    return this.store
      .select((state) => state.contentRecords.byListId[listId])
      .pipe(
        map((records) =>
          (records ?? []).map((record) => ({
            id: record.id,
            label: typeof record['name'] === 'string' ? record['name'] : `#${record.id}`,
          })),
        ),
      );
  }

  private loadRecords(listId: number): void {
    if (this.requested.has(listId)) return;
    this.requested.add(listId);
    // A failed load leaves the pick list empty (spec 1 §8 ignores failed reads); the editor can be reopened.
    void this.http
      .call(httpContract.content_list, { params: { id: listId } })
      .then((answer) => {
        if (answer.status !== 200) this.requested.delete(listId);
      })
      .catch(() => this.requested.delete(listId));
  }
}

const noChoices: readonly DeviceChoice[] = [];
