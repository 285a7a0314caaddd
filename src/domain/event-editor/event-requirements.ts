import { requiredMessage } from '../forms';

// What an active event must carry before it is saved (issue 29; docs/protocol/schedule.md "Required fields").
// The editor shows these messages at the fields, the studio server refuses a save without them at the same
// paths, and the editor turns those paths back into the same messages.

/** Spec 2 §5 '{label} is required' for the event's own required fields. */
export const eventRequiredMessages = {
  title: requiredMessage({ name: 'title', label: 'Title' }),
  source: requiredMessage({ name: 'source', label: 'Source' }),
  billingContract: requiredMessage({ name: 'contract', label: 'Billing contract' }),
  billingCustomer: requiredMessage({ name: 'customer', label: 'Billing customer' }),
} as const;

/** What a non-administrator reads when the destination bills its events and no contract stands in. */
export const noDefaultContractHint =
  'The destination bills its events and has no default contract: an administrator chooses the billing contract.';

/** The server's refusal paths of a save, as the editor says them. */
export const requiredFieldPaths: Readonly<Record<string, string>> = {
  'event.title': eventRequiredMessages.title,
  'event.event_group.channel_id': eventRequiredMessages.source,
  'event.system_meta.billing.contract': eventRequiredMessages.billingContract,
};

/** The billing part of a destination channel's meta. */
export interface BillingDestination {
  readonly billing_customer?: unknown;
  readonly billing_contract?: unknown;
}

const idOf = (value: unknown): number | undefined => {
  const id = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

/** How a destination bills its events: whether a contract is required, of which customer, and its default. */
export interface ContractRule {
  readonly required: boolean;
  readonly customer?: number;
  /** The channel's billing_contract: it stands in for an event saved without a contract. */
  readonly defaultContract?: number;
}

/**
 * A destination bills its events when billing is configured (a billing_config setting names a contracts list)
 * and the channel names a billing customer: then every active event on it needs a billing contract (spec 2 §5
 * "a required billing customer or contract"), the channel's billing_contract standing in when none is chosen.
 */
export const contractRule = (meta: BillingDestination | undefined, billingConfigured: boolean): ContractRule => {
  const customer = idOf(meta?.billing_customer);
  const defaultContract = idOf(meta?.billing_contract);
  if (!billingConfigured || customer === undefined) return { required: false };
  return { required: true, customer, ...(defaultContract !== undefined ? { defaultContract } : {}) };
};

/** The customer a contract record names (`{id, name}` or the bare id the contract editor's picker stores). */
export const contractCustomerId = (customer: unknown): number | undefined =>
  typeof customer === 'object' && customer !== null ? idOf((customer as { id?: unknown }).id) : idOf(customer);

export interface RequiredFieldsDraft {
  readonly title: string;
  readonly sourceChannelId?: number;
  readonly contract?: number;
  readonly archived: boolean;
  /**
   * An administrator picks the contract in the editor (prefilled with the default) and must leave one there;
   * for anyone else the destination's default contract stands in.
   */
  readonly choosesContract: boolean;
}

/**
 * The editor's required-field messages by field (title, source, billingContract). An archived event needs none
 * of them: archiving is how an operator clears away a blank or unbilled event.
 */
export const requiredFieldErrors = (
  draft: RequiredFieldsDraft,
  rule: ContractRule,
): Readonly<Partial<Record<'title' | 'source' | 'billingContract', string>>> => {
  if (draft.archived) return {};
  return {
    ...(draft.title.trim() === '' ? { title: eventRequiredMessages.title } : {}),
    ...(draft.sourceChannelId === undefined ? { source: eventRequiredMessages.source } : {}),
    ...(rule.required && draft.contract === undefined && (draft.choosesContract || rule.defaultContract === undefined)
      ? { billingContract: eventRequiredMessages.billingContract }
      : {}),
  };
};

/** A refused save's messages: the required-field paths said as the editor says them, others as path: expected. */
export const refusalMessages = (reply: unknown): readonly string[] => {
  const errors =
    (typeof reply === 'object' && reply !== null ? (reply as { errors?: unknown }).errors : undefined) ?? [];
  if (!Array.isArray(errors)) return [];
  return errors.flatMap((error) => {
    const { path } = (typeof error === 'object' && error !== null ? error : {}) as { path?: unknown };
    return typeof path === 'string' && requiredFieldPaths[path] !== undefined ? [requiredFieldPaths[path]] : [];
  });
};
