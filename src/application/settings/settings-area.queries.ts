import { inject, injectable } from 'inversify';
import { map, type Observable } from 'rxjs';
import {
  assignableAccountTypes,
  canOpenSettingsTab,
  canSeeAccountInList,
  canSeeSystemListTypes,
  generatePassword,
  settingsToolbar,
  visibleAccounts,
  type Account,
  type AccountType,
  type SettingsTab,
  type SettingsToolbarEntry,
} from '../../domain/accounts';
import { recordPresence, type RecordPresence } from '../../domain/admin-kit';
import type { ListType } from '../../domain/cms';
import type { Group } from '../../domain/groups';
import type { RunningOrder } from '../../domain/running-orders';
import {
  accountsListSpec,
  groupsListSpec,
  listTypeRow,
  runningOrderRow,
  settingRow,
  settingsListSpec,
  settingTypes,
  timedListSpec,
  type Setting,
  type SettingRow,
  type TimedRow,
} from '../../domain/settings';
import type { RootState } from '../../domain/state';
import { AdminList, type AdminRows } from '../admin-kit';
import { DisplayZone, sameFields, sameItems } from '../shared';
import { StateReader } from '../store';

/** One choice of a picker: its key (id or uuid) and what it is called. */
export interface Choice<Key> {
  readonly key: Key;
  readonly label: string;
}

/** What the group editor offers (spec 3 §3 Group). */
export interface GroupChoices {
  readonly accounts: readonly Choice<number>[];
  readonly source: readonly Choice<string>[];
  readonly destination: readonly Choice<string>[];
  readonly cmsLists: readonly Choice<number>[];
  readonly cmsListTypes: readonly Choice<number>[];
  readonly settings: readonly Choice<number>[];
  /** Uuids of output channels, to split a stored group's channels. */
  readonly outputs: ReadonlySet<string>;
}

const byLabel = <Key>(choices: Choice<Key>[]): readonly Choice<Key>[] =>
  choices.sort((a, b) => a.label.localeCompare(b.label));

/** What the account editor's monitor and multiview filters choose from. */
export interface WallChoices {
  readonly channels: readonly Choice<string>[];
  readonly events: readonly Choice<string>[];
}

/** A group as a picker offers it: accounts name their groups by uuid. */
export interface GroupOption {
  readonly uuid: string;
  readonly name: string;
}

const settingsTabs: readonly SettingsTab[] = [
  'settings',
  'list_types',
  'running_orders',
  'external_devices',
  'profile',
  'sessions',
  'accounts',
  'groups',
  'maintenance',
];

/** The tables whose records have an edit route, with the topic that lists them and who may see a record. */
const settingsRecordTables = {
  settings: { topic: 'settings:all', visible: (state: RootState, id: number) => state.settings.byId[id] !== undefined },
  accounts: {
    topic: 'accounts:all',
    visible: (state: RootState, id: number) => {
      const account = state.accounts.byId[id];
      return account !== undefined && canSeeAccountInList(state.session.profile?.type, account.type);
    },
  },
  groups: { topic: 'groups:all', visible: (state: RootState, id: number) => state.groups.byId[id] !== undefined },
  list_types: {
    topic: 'cms:all',
    visible: (state: RootState, id: number) => {
      const type = state.cms.listTypes[id];
      return type !== undefined && (type.meta?.system !== true || canSeeSystemListTypes(state.session.profile?.type));
    },
  },
  running_orders: {
    topic: 'running_orders:all',
    visible: (state: RootState, id: number) => state.runningOrders.byId[id] !== undefined,
  },
} as const;

export type SettingsRecordTable = keyof typeof settingsRecordTables;

const loadedFrom = (state: RootState, topic: string): boolean => state.frames.lastByTopic[topic] !== undefined;

/** A crypto-backed source for generated passwords: the domain rule takes it as a parameter. */
const cryptoRandom = (): number => {
  const buffer = new Uint32Array(1);
  globalThis.crypto.getRandomValues(buffer);
  return (buffer[0] ?? 0) / 2 ** 32;
};

/**
 * What the settings area shows (spec 3 §2.2, §6): the toolbar for the viewer, and the five tables with their
 * records, each on the admin kit's list. Lists are scoped as the server scopes them: accounts by the viewer's
 * type (docs/protocol/accounts.md), system list types for developers only.
 */
@injectable()
export class SettingsAreaQueries {
  readonly viewerType$: Observable<string | undefined>;
  readonly toolbar$: Observable<readonly SettingsToolbarEntry[]>;
  /** Which tabs the viewer may open (spec 3 §6); undefined until the profile is known. */
  readonly access$: Observable<Readonly<Record<SettingsTab, boolean>> | undefined>;
  /** The settings type filter's choices (spec 3 §3). */
  readonly settingTypes: readonly string[] = settingTypes;
  readonly accountTypeChoices$: Observable<readonly AccountType[]>;
  readonly groupOptions$: Observable<readonly GroupOption[]>;
  readonly groupChoices$: Observable<GroupChoices>;
  readonly settings: AdminList<SettingRow>;
  readonly accounts: AdminList<Account>;
  readonly groups: AdminList<Group>;
  readonly listTypes: AdminList<TimedRow>;
  readonly runningOrders: AdminList<TimedRow>;
  private readonly zone: string;

  constructor(
    @inject(StateReader) private readonly store: StateReader,
    @inject(DisplayZone) zone: DisplayZone,
  ) {
    this.zone = zone;
    this.viewerType$ = store.select((state) => state.session.profile?.type);
    this.toolbar$ = this.viewerType$.pipe(map(settingsToolbar));
    this.access$ = this.viewerType$.pipe(
      map((type) =>
        type === undefined
          ? undefined
          : (Object.fromEntries(settingsTabs.map((tab) => [tab, canOpenSettingsTab(tab, type)])) as Record<
              SettingsTab,
              boolean
            >),
      ),
    );
    this.accountTypeChoices$ = this.viewerType$.pipe(map((type) => assignableAccountTypes({ type })));
    this.groupOptions$ = store
      .select((state) => state.groups.byId)
      .pipe(
        map((byId) =>
          Object.values(byId)
            .map((group) => ({ uuid: group.uuid, name: group.name ?? group.uuid }))
            .sort((a, b) => a.name.localeCompare(b.name)),
        ),
      );
    this.groupChoices$ = store
      .select(
        (state) => [state.accounts.byId, state.channels.byUuid, state.cms, state.settings.byId] as const,
        sameItems,
      )
      .pipe(
        map(([accounts, channels, cms, settings]) => {
          const all = Object.values(channels);
          return {
            accounts: byLabel(Object.values(accounts).map((account) => ({ key: account.id, label: account.email }))),
            source: byLabel(
              all
                .filter((channel) => channel.type === 'input')
                .map((channel) => ({ key: channel.uuid, label: channel.title || channel.name })),
            ),
            destination: byLabel(
              all
                .filter((channel) => channel.type === 'output')
                .map((channel) => ({ key: channel.uuid, label: channel.title || channel.name })),
            ),
            cmsLists: byLabel(Object.values(cms.lists).map((list) => ({ key: list.id, label: list.name }))),
            cmsListTypes: byLabel(Object.values(cms.listTypes).map((type) => ({ key: type.id, label: type.name }))),
            settings: byLabel(Object.values(settings).map((setting) => ({ key: setting.id, label: setting.name }))),
            outputs: new Set(all.filter((channel) => channel.type === 'output').map((channel) => channel.uuid)),
          };
        }),
      );
    this.uploadConfigs$ = store
      .select((state) => state.settings.byId)
      .pipe(
        map((byId) =>
          byLabel(
            Object.values(byId)
              .filter((setting) => setting.type === 'file_upload')
              .map((setting) => ({ key: setting.id, label: setting.title ?? setting.name })),
          ),
        ),
      );
    this.seesSystemListTypes$ = this.viewerType$.pipe(map(canSeeSystemListTypes));
    this.settings = new AdminList(
      this.rows(
        'settings:all',
        (state) => state.settings.byId,
        (setting: Setting) => settingRow(setting, this.zone),
      ),
      settingsListSpec,
      { sort: { column: 'name', direction: 'ascending' } },
    );
    this.accounts = new AdminList(
      this.scoped('accounts:all', (state) =>
        visibleAccounts(state.session.profile?.type, Object.values(state.accounts.byId)),
      ),
      accountsListSpec,
      { sort: { column: 'email', direction: 'ascending' } },
    );
    this.groups = new AdminList(
      this.rows(
        'groups:all',
        (state) => state.groups.byId,
        (group: Group) => group,
      ),
      groupsListSpec,
      { sort: { column: 'name', direction: 'ascending' } },
    );
    this.listTypes = new AdminList(
      this.scoped('cms:all', (state) =>
        Object.values(state.cms.listTypes)
          .filter((type) => type.meta?.system !== true || canSeeSystemListTypes(state.session.profile?.type))
          .map((type) => listTypeRow(type, this.zone)),
      ),
      timedListSpec,
      { sort: { column: 'name', direction: 'ascending' } },
    );
    this.runningOrders = new AdminList(
      this.rows(
        'running_orders:all',
        (state) => state.runningOrders.byId,
        (order: RunningOrder) => runningOrderRow(order, this.zone),
      ),
      timedListSpec,
      { sort: { column: 'name', direction: 'ascending' } },
    );
    this.wallChoices$ = this.store
      .select((state) => [state.channels.byUuid, state.schedule.events, state.schedule.opened] as const, sameItems)
      .pipe(
        map(([channels, events, opened]) => ({
          channels: byLabel(
            Object.values(channels).map((channel) => ({ key: channel.uuid, label: channel.title || channel.name })),
          ),
          events: byLabel(
            Object.values({ ...opened, ...events }).map((event) => ({
              key: event.uuid,
              label: event.title ? event.title : event.uuid,
            })),
          ),
        })),
      );
  }

  setting$(id: number): Observable<Setting | undefined> {
    return this.store.select((state) => state.settings.byId[id]);
  }

  account$(id: number): Observable<Account | undefined> {
    return this.store.select((state) => state.accounts.byId[id]);
  }

  group$(id: number): Observable<Group | undefined> {
    return this.store.select((state) => state.groups.byId[id]);
  }

  listType$(id: number): Observable<ListType | undefined> {
    return this.store.select((state) => state.cms.listTypes[id]);
  }

  /**
   * What the account editor's wall filters offer (spec 3 §3 Account meta): every channel; the events this console
   * holds (the schedule's range and events opened one by one). A chosen uuid outside them is still listed, by uuid.
   */
  readonly wallChoices$: Observable<WallChoices>;

  runningOrder$(id: number): Observable<RunningOrder | undefined> {
    return this.store.select((state) => state.runningOrders.byId[id]);
  }

  /** Whether an edit route's record is there for this viewer: loading until its table has arrived. */
  presence$(table: SettingsRecordTable, id: number): Observable<RecordPresence> {
    const { topic, visible } = settingsRecordTables[table];
    return this.store.select((state) => recordPresence(visible(state, id), loadedFrom(state, topic)));
  }

  /** Upload configurations: settings of type file_upload (spec 3 §3). */
  readonly uploadConfigs$: Observable<readonly Choice<number>[]>;
  /** Only developers see and set the system flag of list types (spec 3 §6). */
  readonly seesSystemListTypes$: Observable<boolean>;

  /** The group a new account without groups joins: the creating account's meta.default_group (spec 3 §5). */
  get defaultGroup(): string | undefined {
    return this.store.state.session.profile?.meta?.default_group;
  }

  /** Letters and digits, length 12 (spec 3 §5), from the browser's cryptographic source. */
  newPassword(): string {
    return generatePassword(cryptoRandom);
  }

  /** A map slice as rows; the mapped rows change only when the slice does. */
  private rows<Item, Row>(
    topic: string,
    slice: (state: RootState) => Readonly<Record<string, Item>>,
    toRow: (item: Item) => Row,
  ): Observable<AdminRows<Row>> {
    return this.store
      .select((state) => ({ items: slice(state), loaded: loadedFrom(state, topic) }), sameFields)
      .pipe(map(({ items, loaded }) => ({ rows: Object.values(items).map(toRow), loaded })));
  }

  /** Rows that also depend on the viewer (accounts by type, system list types). */
  private scoped<Row>(topic: string, select: (state: RootState) => readonly Row[]): Observable<AdminRows<Row>> {
    return this.store
      .select(
        (state) => ({ state, key: [scopeKey(state, topic), loadedFrom(state, topic)] as const }),
        (a, b) =>
          a.key[0] === b.key[0] &&
          a.key[1] === b.key[1] &&
          a.state.session.profile?.type === b.state.session.profile?.type,
      )
      .pipe(map(({ state }) => ({ rows: select(state), loaded: loadedFrom(state, topic) })));
  }
}

/** The slice a scoped list reads, so it recomputes only when that slice changes. */
const scopeKey = (state: RootState, topic: string): object =>
  topic === 'accounts:all' ? state.accounts.byId : state.cms.listTypes;
