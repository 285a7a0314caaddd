import { inject, injectable } from 'inversify';
import { BehaviorSubject, combineLatest, map, type Observable } from 'rxjs';
import {
  billingDefaultStates,
  billingEventsLoaded,
  billingRowsBuilder,
  contractList,
  contractPageSizes,
  customerLabel,
  lastBilledOf,
  monthOf,
  monthRange,
  totalsByContract,
  withoutContractTitle,
  type ContractTotals,
} from '../../domain/billing';
import { formatDate } from '../../domain/clock';
import { AdminList } from '../admin-kit';
import { ClockPort } from '../ports';
import { DisplayZone, serverNow } from '../shared';
import { StateReader } from '../store';
import { BillingFeed } from './billing-feed';

/** A row of the dashboard's contract table (spec 3 §2.7: Title, Customer, Last Billed). */
export interface ContractRow {
  readonly id: number;
  readonly title: string;
  readonly customer: string;
  /** dd.mm.yyyy, or '' when never billed. */
  readonly lastBilled: string;
  readonly lastBilledAt?: number;
}

export interface MonthChartView {
  /** yyyy-MM. */
  readonly month: string;
  readonly bars: readonly ContractTotals[];
  readonly loaded: boolean;
}

/**
 * /billing/dashboard/view: the contracts table (pages 15, 20, 30, spec 3 §9) and the 'Billing for month'
 * card, whose month's active events are asked of events:all (every customer) and totalled per contract.
 */
@injectable()
export class BillingDashboardQueries {
  readonly zone: string;
  private readonly month: BehaviorSubject<string>;
  readonly contracts: AdminList<ContractRow>;
  readonly chart$: Observable<MonthChartView>;

  constructor(
    @inject(StateReader) store: StateReader,
    @inject(BillingFeed) private readonly feed: BillingFeed,
    @inject(ClockPort) clock: ClockPort,
    @inject(DisplayZone) zone: DisplayZone,
  ) {
    this.zone = zone;
    this.month = new BehaviorSubject(monthOf(serverNow(store.state.clock, clock), this.zone));
    const billing$ = store.select((state) => state.billing);
    this.contracts = new AdminList(
      billing$.pipe(
        map((billing) => ({
          rows: contractList(billing).map((contract) => ({
            id: contract.id,
            title: contract.title,
            customer: customerLabel(contract.customer, billing.customers, billing.customersAt !== undefined),
            ...this.lastBilled(lastBilledOf(contract, billing.events)),
          })),
          loaded: billing.contractsAt !== undefined,
        })),
      ),
      {
        searchText: (row) => [row.title, row.customer],
        value: (row, column) =>
          column === 'lastBilled' ? row.lastBilledAt : column === 'customer' ? row.customer : row.title,
      },
      {
        pageSizes: contractPageSizes,
        defaultPageSize: contractPageSizes[0],
        sort: { column: 'title', direction: 'ascending' },
      },
    );
    const build = billingRowsBuilder();
    this.chart$ = combineLatest([billing$, this.month]).pipe(
      map(([billing, month]) => {
        const range = monthRange(month, this.zone);
        // The list holds what the last filter asked; only the month's events count, whatever came before.
        const rows = build(billing).filter(
          (row) =>
            range !== undefined &&
            row.event.state === 'active' &&
            row.event.cached_start_time >= range.start &&
            row.event.cached_start_time <= range.end,
        );
        return { month, bars: totalsByContract(rows, withoutContractTitle), loaded: billingEventsLoaded(billing) };
      }),
    );
  }

  private lastBilled(at: number | undefined): Pick<ContractRow, 'lastBilled' | 'lastBilledAt'> {
    return at === undefined ? { lastBilled: '' } : { lastBilled: formatDate(at, this.zone), lastBilledAt: at };
  }

  /** Loads the contracts and asks events:all for the chosen month's active events, until the returned close. */
  open(): () => void {
    const lists = this.feed.loadLists();
    const release = this.feed.open(
      this.month.pipe(
        map((month) => {
          const range = monthRange(month, this.zone);
          return range ? { range, states: billingDefaultStates } : undefined;
        }),
      ),
    );
    return () => {
      lists.unsubscribe();
      release();
    };
  }

  setMonth(month: string): void {
    if (monthRange(month, this.zone)) this.month.next(month);
  }
}
