import type { Account } from '../accounts';
import { formatRecordTime, recordTimeValue, type AdminListSpec } from '../admin-kit';
import type { ListType } from '../cms';
import type { Group } from '../groups';
import type { RunningOrder } from '../running-orders';
import type { Setting } from './setting';

/** A named record with the two times the settings tables show (settings, list types, running orders). */
export interface TimedRow {
  readonly id: number;
  readonly name: string;
  /** DD.MM.YYYY HH:mm:ss in the display zone (spec 3 §2.2). */
  readonly created: string;
  readonly updated: string;
  readonly createdAt?: number;
  readonly updatedAt?: number;
}

export interface SettingRow extends TimedRow {
  readonly title: string;
  readonly type: string;
}

const timed = (
  record: { readonly id: number; readonly name: string; readonly inserted_at?: string; readonly updated_at?: string },
  zone: string,
): TimedRow => {
  const createdAt = recordTimeValue(record.inserted_at);
  const updatedAt = recordTimeValue(record.updated_at);
  return {
    id: record.id,
    name: record.name,
    created: formatRecordTime(record.inserted_at, zone),
    updated: formatRecordTime(record.updated_at, zone),
    ...(createdAt !== undefined ? { createdAt } : {}),
    ...(updatedAt !== undefined ? { updatedAt } : {}),
  };
};

export const settingRow = (setting: Setting, zone: string): SettingRow => ({
  ...timed(setting, zone),
  title: setting.title ?? '',
  type: setting.type,
});

export const listTypeRow = (listType: ListType, zone: string): TimedRow => timed(listType, zone);
export const runningOrderRow = (runningOrder: RunningOrder, zone: string): TimedRow => timed(runningOrder, zone);

const timedValue = (row: TimedRow, column: string): string | number | undefined => {
  if (column === 'created') return row.createdAt;
  if (column === 'updated') return row.updatedAt;
  if (column === 'name') return row.name;
  return undefined;
};

/** Settings: search on name and type, filter by type, every column sortable (spec 3 §2.2). */
export const settingsListSpec: AdminListSpec<SettingRow> = {
  searchText: (row) => [row.name, row.type],
  value: (row, column) => (column === 'title' ? row.title : column === 'type' ? row.type : timedValue(row, column)),
};

/** List types and running orders: Name, Created at, Updated at; search by name (spec 3 §2.2). */
export const timedListSpec: AdminListSpec<TimedRow> = {
  searchText: (row) => [row.name],
  value: timedValue,
};

/** Accounts: search over email, name, surname, company and type; state filter (spec 3 §2.2). */
export const accountsListSpec: AdminListSpec<Account> = {
  searchText: (account) => [account.email, account.name, account.surname, account.meta?.company, account.type],
  state: (account) => account.state,
  value: (account, column) => {
    switch (column) {
      case 'email':
        return account.email;
      case 'name':
        return account.name;
      case 'surname':
        return account.surname;
      case 'company':
        return account.meta?.company;
      case 'type':
        return account.type;
      case 'state':
        return account.state ?? 'active';
      default:
        return undefined;
    }
  },
};

/** Groups: Name, Uuid, State; search on name and uuid (spec 3 §2.2). */
export const groupsListSpec: AdminListSpec<Group> = {
  searchText: (group) => [group.name, group.uuid],
  state: (group) => group.state,
  value: (group, column) =>
    column === 'name'
      ? group.name
      : column === 'uuid'
        ? group.uuid
        : column === 'state'
          ? (group.state ?? 'active')
          : undefined,
};
