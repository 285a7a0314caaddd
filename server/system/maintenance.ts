import * as t from 'io-ts';
import { maintenanceSettingName } from '../../src/domain/settings';
import type { MaintenanceInfo } from '../../src/domain/maintenance';
import { listOf, optional, shape } from '../../src/infrastructure/wire/kit';
import type { Sql } from '../storage/database';
import type { Store } from '../storage/store';
import type { UndecodableReport } from '../storage/stored-codec';
import { storedSetting } from '../storage/stored-settings';

const key = 'maintenance';

/** The public maintenance info (maintenance.json); not running until a start is stored. */
export const readMaintenance = async (store: Store): Promise<MaintenanceInfo> =>
  (await store.system.get<MaintenanceInfo>(key)) ?? { running: false };

/** Stores a start (times in unix seconds) or an end; the control topic's maintenance push calls this. */
export const writeMaintenance = (tx: Sql, store: Store, info: MaintenanceInfo): Promise<void> =>
  store.system.set(tx, key, info);

/** The part of the free-form 'maintenance' setting value the server reads. */
const MaintenanceSettingValueCodec = shape({}, { bypass_accounts: optional(listOf(t.unknown)) });

/** Account ids in the bypass_accounts of the 'maintenance' setting (spec 1 §3, §4). */
export const bypassAccounts = async (store: Store, report: UndecodableReport): Promise<readonly number[]> => {
  const setting = await storedSetting(store, report, maintenanceSettingName, { value: MaintenanceSettingValueCodec });
  return (setting?.value?.bypass_accounts ?? []).map(Number).filter(Number.isSafeInteger);
};

/**
 * Whether maintenance keeps an account out: running and past its start time (spec 1 §4), unless the account
 * is in the bypass list. Without a start time the running flag alone decides.
 */
export const maintenanceBlocks = (
  info: MaintenanceInfo,
  nowSeconds: number,
  accountId: number,
  bypass: readonly number[],
): boolean =>
  info.running && (info.start_time === undefined || info.start_time <= nowSeconds) && !bypass.includes(accountId);

/** Pushes a blocked console may still send: the keep-alive, and the push that ends maintenance. */
const pushesDuringMaintenance = new Set(['profile:{token} ping', 'control maintenance']);

/**
 * Whether a push is refused because maintenance keeps its account out (spec 1 §4): the console of such an
 * account shows only the block screen, and the server holds the same line so a stale or scripted console
 * changes nothing while the studio is being worked on.
 */
export const refusedByMaintenance = async (
  store: Store,
  report: UndecodableReport,
  nowMs: number,
  accountId: number,
  pattern: string,
  event: string,
): Promise<boolean> => {
  if (pushesDuringMaintenance.has(`${pattern} ${event}`)) return false;
  const info = await readMaintenance(store);
  if (!info.running) return false;
  return maintenanceBlocks(info, Math.floor(nowMs / 1000), accountId, await bypassAccounts(store, report));
};
