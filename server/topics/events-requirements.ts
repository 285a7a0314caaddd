import { contractCustomerId, contractRule } from '../../src/domain/event-editor';
import { type EventDraft } from '../../src/domain/schedule';
import type { Reply } from '../protocol/reply';
import type { Services } from '../services';
import type { StoredDocument } from '../storage/document-repository';
import { invalid } from './entity-save';
import { jsonObject } from '../../src/infrastructure/wire/kit';

// What an active event must carry (issue 29; docs/protocol/schedule.md "Required fields"): a title, a source
// channel, and on a destination that bills its events a billing contract of the destination's customer.

const objectOf = (value: unknown): Readonly<Record<string, unknown>> => (jsonObject.is(value) ? value : {});
const idOf = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : undefined;

export interface RequirementInput {
  readonly draft: EventDraft;
  readonly existing: StoredDocument | undefined;
  /** The destination channel. */
  readonly channel: StoredDocument;
  /** The group the event goes into (undefined: a new one from the draft). */
  readonly group: StoredDocument | undefined;
  readonly administrator: boolean;
}

/** The contracts list the billing_config setting names, when billing is configured. */
const contractsListId = async (services: Services): Promise<number | undefined> => {
  const settings = await services.store.documents.settings.list(`body->>'type' = 'billing_config'`, []);
  for (const setting of settings) {
    const id = objectOf(setting.body.value).contracts_list_id;
    const listId = typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : idOf(id);
    if (listId !== undefined) return listId;
  }
  return undefined;
};

/** Whether `contract` is a record of the contracts list naming `customer`. */
const isContractOf = async (
  services: Services,
  listId: number,
  contract: number,
  customer: number,
): Promise<boolean> => {
  const record = await services.store.documents.cms_list_data.get(contract);
  return (
    record !== undefined &&
    record.body.cms_list_id === listId &&
    contractCustomerId(objectOf(record.body.data).customer) === customer
  );
};

/**
 * The refusal of a save that lacks a required field, or the billing contract the save must write: the
 * destination's default contract when the event has none (undefined: the billing stays as the save makes it).
 */
export const checkRequirements = async (
  services: Services,
  { draft, existing, channel, group, administrator }: RequirementInput,
): Promise<Reply | { readonly contract: number | undefined }> => {
  const state = draft.state ?? existing?.state ?? 'active';
  // Archiving is how an operator clears a blank or unbilled event away: it needs none of the fields.
  if (state === 'archived') return { contract: undefined };
  const title = draft.title ?? existing?.body.title;
  if (typeof title !== 'string' || title.trim() === '')
    return invalid('event.title', 'a title (an event without one cannot be told apart in the lists)', title ?? '');
  const source = draft.event_group?.channel_id ?? group?.body.channel_id;
  if (idOf(source) === undefined)
    return invalid('event.event_group.channel_id', 'the id of the source channel (required)', source ?? '');
  const listId = await contractsListId(services);
  const rule = contractRule(objectOf(channel.body.meta), listId !== undefined);
  if (!rule.required || listId === undefined || rule.customer === undefined) return { contract: undefined };
  const stored = idOf(objectOf(objectOf(existing?.body.system_meta).billing).contract);
  const sentBilling =
    administrator && draft.system_meta !== undefined ? objectOf(objectOf(draft.system_meta).billing) : undefined;
  const chosen = sentBilling === undefined ? stored : idOf(sentBilling.contract);
  if (chosen === undefined) {
    if (rule.defaultContract !== undefined) return { contract: rule.defaultContract };
    return invalid(
      'event.system_meta.billing.contract',
      `a billing contract of customer ${rule.customer}: the destination bills its events and has no default contract`,
      '',
    );
  }
  if (chosen !== stored && !(await isContractOf(services, listId, chosen, rule.customer)))
    return invalid(
      'event.system_meta.billing.contract',
      `a contract of the destination's billing customer ${rule.customer}`,
      chosen,
    );
  return { contract: undefined };
};
