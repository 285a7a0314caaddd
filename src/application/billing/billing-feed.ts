import { inject, injectable } from 'inversify';
import { distinctUntilChanged, filter, type Subscription, type Observable } from 'rxjs';
import type { RootState } from '../../domain/state';
import { HttpGateway } from '../http';
import { CommandPort, httpContract } from '../ports';
import { EventsFeed, type EventsRequest } from '../schedule';
import { StateReader } from '../store';
import { TopicLeases } from '../topics';
import { sameJson } from '../shared';

/** The journal target of the billing screens' `events.filter` pushes. */
export const billingFeedTarget = 'events:billing';

/** The two content lists the billing_config setting names (spec 3 §3). */
export interface BillingListIds {
  readonly contracts?: number;
  readonly customers?: number;
}

const idOf = (value: unknown): number | undefined => {
  const id = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) ? id : undefined;
};

export const billingListIds = (state: RootState): BillingListIds => {
  const value = Object.values(state.settings.byId).find((setting) => setting.type === 'billing_config')?.value as
    { contracts_list_id?: unknown; customers_list_id?: unknown } | undefined;
  const contracts = idOf(value?.contracts_list_id);
  const customers = idOf(value?.customers_list_id);
  return { ...(contracts !== undefined ? { contracts } : {}), ...(customers !== undefined ? { customers } : {}) };
};

/**
 * What the billing screens read from the server: their share of events:all (the list's filter carries the
 * customer, spec 3 §7; an EventsFeed), and the contracts and
 * customers lists (GET content_list/{id}) named by the billing_config setting, loaded when a screen opens and
 * again after a contract is saved.
 */
@injectable()
export class BillingFeed {
  private readonly feed: EventsFeed;

  constructor(
    @inject(StateReader) private readonly store: StateReader,
    @inject(TopicLeases) leases: TopicLeases,
    @inject(CommandPort) commands: CommandPort,
    @inject(HttpGateway) private readonly http: HttpGateway,
  ) {
    this.feed = new EventsFeed(store, commands, leases, billingFeedTarget);
    this.listIds$ = store.select(billingListIds, (a, b) => a.contracts === b.contracts && a.customers === b.customers);
  }

  readonly listIds$: Observable<BillingListIds>;

  /** Loads the contracts and customers once their list ids are known (the settings may come after the screen). */
  loadLists(): Subscription {
    return this.listIds$
      .pipe(filter((ids) => ids.contracts !== undefined || ids.customers !== undefined))
      .subscribe((ids) => void this.reloadLists(ids));
  }

  /** A failed load is silent (as the event editor's, spec 2 §8): the tables then stay as they were. */
  async reloadLists(ids: BillingListIds = billingListIds(this.store.state)): Promise<void> {
    await Promise.all([
      ids.contracts !== undefined
        ? this.http.call(httpContract.billing_contracts, { params: { id: ids.contracts } }).catch(() => undefined)
        : undefined,
      ids.customers !== undefined
        ? this.http.call(httpContract.billing_customers, { params: { id: ids.customers } }).catch(() => undefined)
        : undefined,
    ]);
  }

  /** Follows a screen's requests until the returned release (the newest screen's requests are the ones asked). */
  open(requests$: Observable<EventsRequest | undefined>): () => void {
    return this.feed.open(requests$.pipe(distinctUntilChanged(sameJson)));
  }
}
