import type { BillingStatus, ScheduledEvent } from '../schedule';

/** system_meta.billing with the status resolved: absent means not_billed (spec 3 §3 and §4). */
export interface ResolvedBilling {
  readonly status: BillingStatus;
  readonly contract?: number;
  readonly sum?: number;
  readonly expenses_sum?: number;
  readonly info?: string;
}

/** What the billing table needs of an event. */
export interface BillableEvent {
  readonly uuid: string;
  readonly state: ScheduledEvent['state'];
  readonly title?: string;
  readonly subtitle?: string;
  readonly cached_start_time: number;
  readonly cached_end_time: number;
  /** 'Open Before' seconds, billed when the contract includes them. */
  readonly offset?: number;
  /** Destination channel id. */
  readonly channel_id?: number;
  /** Source channel id (the event group's). */
  readonly source_channel_id?: number;
  readonly billing: ResolvedBilling;
}

/** Spec 3 §3: billing status defaults to not_billed when absent. */
export const billingOf = (event: ScheduledEvent): ResolvedBilling => {
  const billing = event.system_meta?.billing;
  return {
    status: billing?.status ?? 'not_billed',
    ...(billing?.contract !== undefined ? { contract: billing.contract } : {}),
    ...(billing?.sum !== undefined ? { sum: billing.sum } : {}),
    ...(billing?.expenses_sum !== undefined ? { expenses_sum: billing.expenses_sum } : {}),
    ...(billing?.info !== undefined ? { info: billing.info } : {}),
  };
};

export const toBillableEvent = (event: ScheduledEvent): BillableEvent => {
  const { uuid, state, title, subtitle, cached_start_time, cached_end_time, offset, channel_id } = event;
  const source = event.event_group?.channel_id;
  return {
    uuid,
    state,
    cached_start_time,
    cached_end_time,
    billing: billingOf(event),
    ...(title !== undefined ? { title } : {}),
    ...(subtitle !== undefined ? { subtitle } : {}),
    ...(offset !== undefined ? { offset } : {}),
    ...(channel_id !== undefined ? { channel_id } : {}),
    ...(source !== undefined ? { source_channel_id: source } : {}),
  };
};
