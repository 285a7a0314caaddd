import { inject, injectable } from 'inversify';
import { BehaviorSubject, combineLatest, map, type Observable } from 'rxjs';
import {
  billingCsvFileName,
  billingCsvRowsOf,
  billingDefaultStates,
  billingMarkRefusal,
  billingEventsLoaded,
  billingPageSizes,
  billingRowsBuilder,
  canExportCsv,
  canMarkBilling,
  canShowChart,
  contractList,
  customerList,
  dateTimeFormatter,
  dayOf,
  futureEventText,
  defaultBillingRange,
  rowsTotals,
  toCsvText,
  totalsByContract,
  visibleBillingRows,
  withFrom,
  withTo,
  withoutContractTitle,
  type BillingFilter,
  type BillingRow,
  type BillingTotals,
  type Contract,
  type ContractChoice,
  type ContractTotals,
  type Customer,
} from '../../domain/billing';
import { type DateRange, type EventState } from '../../domain/schedule';
import { AdminList } from '../admin-kit';
import { ClockPort } from '../ports';
import { DisplayZone, serverNow, shareLatest } from '../shared';
import { StateReader } from '../store';
import { BillingFeed } from './billing-feed';

/** What the operator chose above the billing table. */
export interface BillingTableOptions {
  readonly range: DateRange;
  readonly customer?: number;
  readonly contract: ContractChoice;
  readonly states: readonly EventState[];
  readonly filters: readonly BillingFilter[];
}

export interface BillingTableView {
  readonly options: BillingTableOptions;
  /** The From and To pickers' days. */
  readonly from: string;
  readonly to: string;
  readonly customers: readonly Customer[];
  /** Contracts of the chosen customer (all without one), for the contract picker. */
  readonly contracts: readonly Contract[];
  readonly rows: readonly BillingRow[];
  readonly matching: number;
  readonly totals: BillingTotals;
  readonly page: number;
  readonly pageCount: number;
  readonly pageSize: number;
  readonly selected: ReadonlySet<string>;
  readonly canMark: boolean;
  /** Mark billed also needs every selected event to have started (issue 29); `markBilledHint` says why not. */
  readonly canMarkBilled: boolean;
  readonly markBilledHint?: string;
  readonly canExport: boolean;
  readonly canChart: boolean;
  readonly loaded: boolean;
}

/**
 * /billing/billing/list (spec 3 §2.7, §5, §9): the range, customer, states and contract pushed or applied,
 * the filter menu, selection and pages. Rows are built once per changed event (billingRowsBuilder), so a
 * filter, page or selection change does not price 5,000 events again.
 */
@injectable()
export class BillingTableQueries {
  readonly pageSizes: readonly number[];
  readonly zone: string;
  /** DD.MM.YYYY HH:mm in the zone, cheap per call (a page draws up to 250 start times). */
  readonly dateTime: (seconds: number) => string;
  private readonly options: BehaviorSubject<BillingTableOptions>;
  private readonly selection = new BehaviorSubject<ReadonlySet<string>>(new Set());
  /** The page of the rows shown: no search and no sort of its own (the rows keep the schedule's order). */
  private readonly list: AdminList<BillingRow>;
  private readonly visible$: Observable<{ rows: readonly BillingRow[]; loaded: boolean }>;
  readonly view$: Observable<BillingTableView>;

  constructor(
    @inject(StateReader) private readonly store: StateReader,
    @inject(BillingFeed) private readonly feed: BillingFeed,
    @inject(ClockPort) private readonly clock: ClockPort,
    @inject(DisplayZone) zone: DisplayZone,
  ) {
    this.zone = zone;
    this.dateTime = dateTimeFormatter(this.zone);
    this.options = new BehaviorSubject<BillingTableOptions>(this.initialOptions());
    const build = billingRowsBuilder();
    const billing$ = store.select((state) => state.billing);
    const all$ = billing$.pipe(map((billing) => ({ rows: build(billing), loaded: billingEventsLoaded(billing) })));
    this.visible$ = combineLatest([all$, this.options]).pipe(
      map(([all, options]) => ({
        // Until the answer to the newest filter arrives the list holds another filter's events: none are shown.
        rows: all.loaded
          ? visibleBillingRows(
              all.rows.filter((row) => options.states.includes(row.event.state)),
              options.contract,
              options.filters,
            )
          : [],
        loaded: all.loaded,
      })),
      shareLatest(),
    );
    const lists$ = billing$.pipe(
      map((billing) => ({ customers: customerList(billing), contracts: contractList(billing) })),
    );
    this.list = new AdminList(
      this.visible$,
      { searchText: () => [], value: () => undefined },
      { pageSizes: billingPageSizes, defaultPageSize: billingPageSizes[0] ?? 50 },
    );
    this.pageSizes = this.list.pageSizes;
    this.view$ = combineLatest([this.list.view$, this.options, this.selection, lists$]).pipe(
      map(([page, options, selected, lists]) => {
        const totals = rowsTotals(page.matched);
        return {
          options,
          from: dayOf(options.range.start, this.zone),
          to: dayOf(options.range.end, this.zone),
          customers: lists.customers,
          contracts: lists.contracts.filter(
            (contract) => options.customer === undefined || contract.customer?.id === options.customer,
          ),
          rows: page.rows,
          matching: page.matching,
          totals,
          page: page.page,
          pageCount: page.pageCount,
          pageSize: page.pageSize,
          selected,
          canMark: canMarkBilling(selected.size),
          ...this.markBilled(page.matched, selected),
          canExport: canExportCsv(options.contract.kind !== 'none', page.matching),
          canChart: canShowChart(totals.sumCents, totals.expensesCents, options.customer !== undefined),
          loaded: page.loaded,
        };
      }),
      shareLatest(),
    );
  }

  /** Future events cannot be marked billed (the server refuses them too): one in the selection disables it. */
  private markBilled(
    rows: readonly BillingRow[],
    selected: ReadonlySet<string>,
  ): { canMarkBilled: boolean; markBilledHint?: string } {
    const now = serverNow(this.store.state.clock, this.clock);
    const future = rows.filter(
      (row) => selected.has(row.event.uuid) && billingMarkRefusal(row.event, 'billed', now) !== undefined,
    ).length;
    return future === 0
      ? { canMarkBilled: canMarkBilling(selected.size) }
      : {
          canMarkBilled: false,
          markBilledHint: `${futureEventText} ${future === 1 ? '1 selected event starts' : `${future} selected events start`} later.`,
        };
  }

  private initialOptions(): BillingTableOptions {
    return {
      range: defaultBillingRange(serverNow(this.store.state.clock, this.clock), this.zone),
      contract: { kind: 'none' },
      states: billingDefaultStates,
      filters: [],
    };
  }

  /** Pushes the table's filter now and on each range, customer or states change; loads the contracts. */
  open(): () => void {
    const lists = this.feed.loadLists();
    const release = this.feed.open(
      this.options.pipe(
        map(({ range, states, customer }) =>
          states.length > 0 ? { range, states, ...(customer !== undefined ? { customer } : {}) } : undefined,
        ),
      ),
    );
    return () => {
      lists.unsubscribe();
      release();
    };
  }

  /** False when the day is refused (From after the end, To before the start: spec 3 §5). */
  setFrom(day: string): boolean {
    const range = withFrom(day, this.options.value.range, this.zone);
    if (range) this.update({ range });
    return range !== undefined;
  }

  setTo(day: string): boolean {
    const range = withTo(day, this.options.value.range, this.zone);
    if (range) this.update({ range });
    return range !== undefined;
  }

  /** A new customer asks the server again; the contract choice goes back to none (it named another's). */
  setCustomer(customer: number | undefined): void {
    this.update({ ...(customer !== undefined ? { customer } : { customer: undefined }), contract: { kind: 'none' } });
  }

  setContract(contract: ContractChoice): void {
    this.update({ contract });
  }

  setStates(states: readonly EventState[]): void {
    this.update({ states });
  }

  setFilters(filters: readonly BillingFilter[]): void {
    this.update({ filters });
  }

  setPage(page: number): void {
    this.list.setPage(page);
  }

  setPageSize(size: number): void {
    this.list.setPageSize(size);
  }

  select(uuids: readonly string[], on: boolean): void {
    const next = new Set(this.selection.value);
    for (const uuid of uuids)
      if (on) next.add(uuid);
      else next.delete(uuid);
    this.selection.next(next);
  }

  /** One row's checkbox; a stable function, so the view's memoised rows keep it between renders. */
  readonly onSelect = (uuid: string, on: boolean): void => this.select([uuid], on);

  clearSelection(): void {
    this.selection.next(new Set());
  }

  /** The selected events that are still in the table, in its order. */
  selectedUuids(): readonly string[] {
    const selected = this.selection.value;
    return this.current()
      .filter((row) => selected.has(row.event.uuid))
      .map((row) => row.event.uuid);
  }

  /** Spec 3 §9: the export of what the table shows, under the fixed file name. */
  csv(): { readonly fileName: string; readonly text: string } {
    return {
      fileName: billingCsvFileName,
      text: toCsvText(billingCsvRowsOf(this.current(), this.zone, this.store.state.billing.customers)),
    };
  }

  /** The chart's bars: the table's totals per contract. */
  chart(): readonly ContractTotals[] {
    return totalsByContract(this.current(), withoutContractTitle);
  }

  private current(): readonly BillingRow[] {
    let rows: readonly BillingRow[] = [];
    this.visible$.subscribe((visible) => (rows = visible.rows)).unsubscribe();
    return rows;
  }

  private update(change: Partial<BillingTableOptions>): void {
    const next = { ...this.options.value, ...change };
    if ('customer' in change && change.customer === undefined) delete (next as { customer?: number }).customer;
    this.options.next(next);
    this.list.setPage(0);
  }
}
