import { isListVisible } from '../../src/domain/accounts';
import { billingListIds, mayReadBillingList } from '../../src/domain/billing';
import { adminOnlyFieldNames, type ListField } from '../../src/domain/cms';
import type { Actor } from '../auth/actor';
import type { Services } from '../services';
import type { Sql } from '../storage/database';
import type { StoredDocument } from '../storage/document-repository';
import { rowsById } from './write-item';
import { jsonObject } from '../../src/infrastructure/wire/kit';

// Who may read a content list's records, and which of their values. The list kinds decide visibility
// synchronously (system lists), but billing lists are named by a setting, so that part is read when asked.

const objectOf = (value: unknown): Readonly<Record<string, unknown>> => (jsonObject.is(value) ? value : {});

/** The contracts and customers lists the billing_config settings name now. */
export const currentBillingLists = async (services: Services, sql?: Sql): Promise<ReadonlySet<number>> => {
  const settings = await services.store.documents.settings.list(`body->>'type' = 'billing_config'`, [], sql);
  return billingListIds(settings.map((setting) => ({ type: 'billing_config', value: setting.body.value })));
};

/**
 * Whether an actor may read a list's records: not a system list unless a developer (spec 3 §6), not a billing
 * list unless a billing account (spec 1 §2.1 Billing route).
 */
export const mayReadListRecords = async (services: Services, actor: Actor, list: StoredDocument): Promise<boolean> =>
  isListVisible({ meta: objectOf(list.body.meta) }, actor.type) &&
  mayReadBillingList(actor.type, list.id, await currentBillingLists(services));

const isField = (value: unknown): value is ListField =>
  jsonObject.is(value) && typeof value.name === 'string' && typeof value.type === 'string';

/** The fields of a list type row (empty when the type is gone). */
export const fieldsOfType = (listType: StoredDocument | undefined): ListField[] =>
  Array.isArray(listType?.body.fields) ? listType.body.fields.filter(isField) : [];

/** The admin_only field names of each list, by list id, read in two queries for any number of lists. */
export const adminOnlyFieldsByList = async (
  services: Services,
  sql: Sql,
  listIds: readonly number[],
): Promise<Map<number, string[]>> => {
  const lists = await rowsById(services.store.documents.cms_lists, listIds, sql);
  const typeIds = [...lists.values()].flatMap((list) =>
    typeof list.body.cms_list_type_id === 'number' ? [list.body.cms_list_type_id] : [],
  );
  const types = await rowsById(services.store.documents.cms_list_types, typeIds, sql);
  return new Map(
    [...lists.values()].map((list) => [
      list.id,
      adminOnlyFieldNames(fieldsOfType(types.get(Number(list.body.cms_list_type_id)))),
    ]),
  );
};
