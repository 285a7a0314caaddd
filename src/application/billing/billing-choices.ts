import { inject, injectable } from 'inversify';
import { map, type Observable } from 'rxjs';
import { contractList, customerList, type Contract, type Customer } from '../../domain/billing';
import { StateReader } from '../store';
import { BillingFeed } from './billing-feed';

export interface BillingPickLists {
  readonly customers: readonly Customer[];
  readonly contracts: readonly Contract[];
}

/**
 * The billing customer and contract pick lists of the channel editor (spec 2 §3): the lists billing_config
 * names, loaded while an editor shows them (`load` returns the closer).
 */
@injectable()
export class BillingChoices {
  readonly lists$: Observable<BillingPickLists>;

  constructor(
    @inject(StateReader) store: StateReader,
    @inject(BillingFeed) private readonly feed: BillingFeed,
  ) {
    this.lists$ = store
      .select((state) => state.billing)
      .pipe(map((billing) => ({ customers: customerList(billing), contracts: contractList(billing) })));
  }

  load(): () => void {
    const lists = this.feed.loadLists();
    return () => lists.unsubscribe();
  }
}
