import type { BillingStatus } from '../schedule';
import type { BillableEvent } from './billable-event';
import type { Contract } from './contract';

/** The reason the server gives when asked to mark a future event billed (docs/protocol/billing.md). */
export const futureEventReason = 'future_event';

/** What the console says of it. */
export const futureEventText = 'A future event cannot be marked billed: it has not started yet.';

/**
 * Issue 29: an event that has not started (`cached_start_time` after `now`, unix s) has nothing to bill yet, so it
 * cannot be marked billed; marking it not_billed is always allowed. Returns the refusal reason, else undefined.
 */
export const billingMarkRefusal = (
  event: { readonly cached_start_time: number },
  status: BillingStatus,
  now: number,
): typeof futureEventReason | undefined =>
  status === 'billed' && event.cached_start_time > now ? futureEventReason : undefined;

/**
 * A contract's Last Billed (unix s): the later of the contract's own `last_billed` and the start of its latest
 * event marked billed in the list, so marking an event shows on the dashboard once the server's event-update
 * arrives. Undefined when neither exists.
 */
export const lastBilledOf = (
  contract: Contract,
  events: Readonly<Record<string, BillableEvent>>,
): number | undefined => {
  let last = contract.last_billed;
  for (const event of Object.values(events))
    if (event.billing.status === 'billed' && event.billing.contract === contract.id)
      last = last === undefined ? event.cached_start_time : Math.max(last, event.cached_start_time);
  return last;
};
