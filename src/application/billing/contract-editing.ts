import { inject, injectable } from 'inversify';
import { map, type Observable } from 'rxjs';
import {
  blankContractItem,
  contractFormOf,
  contractSavePlan,
  customerList,
  type ContractForm,
  type ContractSavePlan,
  type Customer,
} from '../../domain/billing';
import type { ListData } from '../../domain/cms';
import type { SaveOutcome } from '../admin-kit';
import { ContentCommands } from '../content';
import { DisplayZone } from '../shared';
import { StateReader } from '../store';
import { BillingFeed } from './billing-feed';

/**
 * The contract editor (spec 3 §2.7, §3 Contract): a contract is a record of the contracts content list, saved
 * on cms:list_data like any record (with its toasts); the billing lists are loaded again after a save so the
 * dashboard and the billing table price with the new items at once.
 */
@injectable()
export class ContractEditing {
  readonly zone: string;
  readonly blankItem = blankContractItem;
  readonly customers$: Observable<readonly Customer[]>;

  constructor(
    @inject(StateReader) private readonly store: StateReader,
    @inject(ContentCommands) private readonly commands: ContentCommands,
    @inject(BillingFeed) private readonly feed: BillingFeed,
    @inject(DisplayZone) zone: DisplayZone,
  ) {
    this.zone = zone;
    this.customers$ = store.select((state) => state.billing).pipe(map((billing) => customerList(billing)));
  }

  form(stored: ListData | undefined): ContractForm {
    return contractFormOf(stored?.data, this.zone);
  }

  plan(form: ContractForm, stored: ListData | undefined): ContractSavePlan {
    return contractSavePlan(form, stored?.data, customerList(this.store.state.billing), this.zone);
  }

  async save(
    listId: number,
    stored: ListData | undefined,
    data: Readonly<Record<string, unknown>>,
    /** The version the form was based on (issue 32 §2). */
    version?: number,
  ): Promise<SaveOutcome> {
    const outcome = await this.commands.saveRecord(
      {
        ...(stored ? { id: stored.id } : {}),
        cms_list_id: listId,
        state: stored?.state ?? 'active',
        data,
      },
      undefined,
      version,
    );
    if (outcome.ok) void this.feed.reloadLists();
    return outcome;
  }
}
